/**
 * @module http/client-error
 * What the server answers when Node's HTTP parser gives up on a connection before a request
 * exists — malformed HTTP, headers too large, headers (or the whole request) not received in
 * time: the same OpenAI-shaped error body as every other status, written straight to the
 * socket (Fastify's default writes its own shape), then the connection is closed. Nothing is
 * written once a response has begun on the socket.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errors, type PithError } from '../errors/index.js';

/** How long a closing socket may take to hand the error to the client before it is destroyed. */
const LINGER_MS = 1000;

function errorFor(code: string | undefined): PithError {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errors.requestTimeout('request');
  if (code === 'HPE_HEADER_OVERFLOW') return errors.headersTooLarge();
  return errors.malformedRequest();
}

export function rawErrorResponse(error: PithError): string {
  const body = JSON.stringify(error.toBody());
  return (
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const error = errorFor(err.code);
  this.log.debug({ code: err.code, status: error.status }, 'client error');
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !response?.headersSent) {
    socket.end(rawErrorResponse(error));
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  } else {
    socket.destroy();
  }
}
