import { randomBytes } from 'node:crypto';
import { createRedisLimitBackend } from '../../src/limits/redis-backend.js';
import { TEST_REDIS_URL } from '../support/redis.js';
import { describeLimitBackend } from './backend.suite.js';

describeLimitBackend('Redis', () => createRedisLimitBackend({ url: TEST_REDIS_URL, prefix: `pith-test:${randomBytes(6).toString('hex')}:` }));
