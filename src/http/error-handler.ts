/**
 * @module http/error-handler
 * The only place an error becomes an HTTP response. Known errors render from the
 * catalogue; framework errors (bad JSON, body too large, schema) are mapped to it;
 * anything else is a 500 with no detail — the cause goes to the log, never to the client.
 * Errors render in OpenAI's shape, except in a scope that installs another format's renderer
 * (the Anthropic front door: `errorHandler(limit, anthropicErrorBody)`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, PithError, validationToError } from '../errors/index.js';

export function toPithError(error: FastifyError | Error, bodyLimit: number): PithError {
  if (error instanceof PithError) return error;
  const fe = error as FastifyError;
  if (fe.validation) return validationToError(fe.validation, fe.validationContext);
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errors.payloadTooLarge(bodyLimit);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errors.unsupportedMediaType();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errors.invalidJson();
  }
  if (error instanceof SyntaxError || fe.statusCode === 400) return errors.invalidJson();
  if (fe.statusCode === 413) return errors.payloadTooLarge(bodyLimit);
  return errors.internal();
}

/** An error's body in a wire format's shape. */
export type ErrorRenderer = (error: PithError) => unknown;

const openAiShape: ErrorRenderer = (error) => error.toBody();

export function sendError(reply: FastifyReply, error: PithError, render: ErrorRenderer = openAiShape): FastifyReply {
  return reply.code(error.status).headers(error.headers).type('application/json; charset=utf-8').send(render(error));
}

export function errorHandler(bodyLimit: number, render: ErrorRenderer = openAiShape) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const pith = toPithError(error, bodyLimit);
    // A 503 is work the server chose not to take (overload, drain: admission logs it), not a failure.
    if (pith.status >= 500 && pith.status !== 503) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: pith.code }, 'request rejected');
    return sendError(reply, pith, render);
  };
}

export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler(errorHandler(bodyLimit));
  app.setNotFoundHandler((request, reply) => sendError(reply, errors.routeNotFound(request.method, request.url)));
}
