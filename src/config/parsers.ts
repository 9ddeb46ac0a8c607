/**
 * @module config/parsers
 * The typed readers of configuration values. Each turns one raw value — a string from the
 * environment, or a JSON value from the `PITH_CONFIG` file — into its typed form, or throws a
 * `ConfigProblem` saying what was expected; config.ts adds where the value came from (the
 * variable, or the file and key) and reports every problem at once.
 */

/** What a value came as: environment values are strings; a config file may hold any JSON. */
export type RawValue = string | number | boolean | null | object;

export class ConfigProblem extends Error {
  override name = 'ConfigProblem';
}

export type Parser<T> = (raw: RawValue) => T;

function text(raw: RawValue): string {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  throw new ConfigProblem(`expected a string, got ${JSON.stringify(raw)}`);
}

export const str: Parser<string> = (raw) => text(raw);

export function int(bounds: { min?: number; max?: number } = {}): Parser<number> {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = bounds;
  return (raw) => {
    const t = text(raw);
    const n = Number(t);
    if (t === '' || !Number.isInteger(n) || n < min || n > max) {
      throw new ConfigProblem(`must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
    }
    return n;
  };
}

export const nonNegativeNumber: Parser<number> = (raw) => {
  const t = text(raw);
  const n = Number(t);
  if (t === '' || !Number.isFinite(n) || n < 0) throw new ConfigProblem(`must be a non-negative number, got ${JSON.stringify(raw)}`);
  return n;
};

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

export const bool: Parser<boolean> = (raw) => {
  const t = text(raw).toLowerCase();
  if (TRUE.has(t)) return true;
  if (FALSE.has(t)) return false;
  throw new ConfigProblem(`must be true or false (also 1/0, yes/no, on/off), got ${JSON.stringify(raw)}`);
};

export function oneOf<const T extends string>(values: readonly T[]): Parser<T> {
  return (raw) => {
    const t = text(raw).toLowerCase();
    if (!(values as readonly string[]).includes(t)) throw new ConfigProblem(`must be one of ${values.join(', ')}, got ${JSON.stringify(raw)}`);
    return t as T;
  };
}

/** An absolute URL with one of `protocols`; returned without trailing slashes. */
export function url(protocols: readonly string[]): Parser<string> {
  return (raw) => {
    const t = text(raw);
    let parsed: URL;
    try {
      parsed = new URL(t);
    } catch {
      throw new ConfigProblem(`must be an absolute URL (${protocols.map((p) => `${p}//…`).join(' or ')}), got ${JSON.stringify(raw)}`);
    }
    if (!protocols.includes(parsed.protocol)) {
      throw new ConfigProblem(`must use ${protocols.join(' or ')}, got ${JSON.stringify(raw)}`);
    }
    return t.replace(/\/+$/, '');
  };
}

/** A JSON value: parsed from a string (environment), taken as it is from a config file. */
export function json<T>(check: (value: unknown) => T): Parser<T> {
  return (raw) => {
    let value: unknown = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch (err) {
        throw new ConfigProblem(`is not valid JSON (${(err as Error).message})`);
      }
    }
    return check(value);
  };
}
