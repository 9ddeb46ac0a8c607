/**
 * @module test/support/redis
 * The real Redis the limit tests share (`.ci/run` starts one on 127.0.0.1:6379); each test
 * isolates its keys under a random prefix.
 */
export const TEST_REDIS_URL = process.env.PITH_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
