/**
 * @module dashboard/query-validation
 * Dashboard routes validate their query strings with `attachValidation`, so that a bad value is
 * reported with its parameter's name (`param`) like a body field, instead of Fastify's generic
 * "querystring …" message.
 */
import type { FastifyRequest } from 'fastify';
import { errors, validationToError } from '../errors/index.js';

export function rejectInvalidQuery(request: FastifyRequest): void {
  if (!request.validationError) return;
  const v = (request.validationError as { validation?: Parameters<typeof validationToError>[0] }).validation;
  throw v ? validationToError(v) : errors.invalidRequest(request.validationError.message);
}
