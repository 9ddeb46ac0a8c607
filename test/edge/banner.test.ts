/** The start-up warning when the connection cap does not fit the open-file limit. */
import { describe, expect, it } from 'vitest';
import { startupBanner } from '../../src/app/banner.js';
import { openFilesLimit } from '../../src/cli/serve.js';
import { loadConfig } from '../../src/config.js';

describe('connection cap and open-file limit', () => {
  const config = loadConfig({ OPENAI_API_KEY: 'sk-x', PITH_MAX_CONNECTIONS: '10000' });

  it('warns when PITH_MAX_CONNECTIONS is over half the limit', () => {
    const { warnings } = startupBanner(config, 'http://h:1', { limitsBackend: 'memory', openFilesLimit: 1024 });
    expect(warnings.join('\n')).toMatch(/PITH_MAX_CONNECTIONS \(10000\) is over half the open-file limit \(1024\)/);
  });

  it('is quiet when the cap fits, or the limit is unknown', () => {
    expect(startupBanner(config, 'http://h:1', { limitsBackend: 'memory', openFilesLimit: 65536 }).warnings).toEqual([]);
    expect(startupBanner(config, 'http://h:1', { limitsBackend: 'memory' }).warnings).toEqual([]);
  });

  it('reads this process’s limit on Linux', () => {
    const limit = openFilesLimit();
    if (process.platform === 'linux') expect(limit).toBeGreaterThan(0);
  });
});
