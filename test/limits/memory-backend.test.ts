import { createMemoryLimitBackend } from '../../src/limits/memory-backend.js';
import { describeLimitBackend } from './backend.suite.js';

describeLimitBackend('in-process', async () => createMemoryLimitBackend());
