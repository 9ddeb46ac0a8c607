/**
 * @module http/request-id
 * `x-request-id` (PRODUCT.md "Operations"): a client's id is kept when it is sane — 1 to 128
 * characters of letters, digits and `-_.:/+=` (what UUIDs, ULIDs, trace ids and base64 ids
 * use) — else Pith makes one. Fastify gives it to `request.id` and to every log line of the
 * request (`requestId`); `echoRequestId` sets it on the raw reply, so it is on every reply,
 * streamed and error ones included (Node merges it into whatever head is written later).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { onRequestHookHandler } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The upstream's own request id, passed on under this name (ours is `x-request-id`). */
export const UPSTREAM_REQUEST_ID_HEADER = 'x-upstream-request-id';

const SANE_ID = /^[A-Za-z0-9\-_.:/+=]{1,128}$/;

export function genRequestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export const echoRequestId: onRequestHookHandler = (request, reply, done) => {
  reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  done();
};
