import { describe, expect, it } from 'vitest';
import { createMemoryLimitBackend } from '../../src/limits/memory-backend.js';
import { formatResetDuration } from '../../src/limits/windows.js';
import { describeLimitBackend } from './backend.suite.js';

describeLimitBackend('in-process', async () => createMemoryLimitBackend());

describe('x-ratelimit-reset-* durations', () => {
  it('are written as OpenAI writes them', () => {
    expect([850, 1000, 12_300, 59_500, 60_000, 7_384_000].map(formatResetDuration)).toEqual(['850ms', '1s', '13s', '1m0s', '1m0s', '2h3m4s']);
  });
});
