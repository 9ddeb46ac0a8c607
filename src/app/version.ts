/**
 * @module app/version
 * Pith's version, read once from the package.json beside the source or the build (two levels
 * up from src/app/ or dist/app/), for `pith --version` and the OpenAPI document.
 */
import { readFileSync } from 'node:fs';

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export const PITH_VERSION = readVersion();
