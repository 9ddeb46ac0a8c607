/**
 * @module auth/cookies
 * Minimal cookie parsing and Set-Cookie serialisation, and JSON values sealed into cookies. Auth keeps its own instead of
 * registering @fastify/cookie so that mounting it never collides with another plugin
 * registering that one (a second registration throws on its decorators).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sealer } from '../lib/seal.js';

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
  path: string;
  /** Seconds; 0 deletes the cookie. Omitted = session cookie. */
  maxAge?: number;
}

/** Cookie names are ours and fixed; values are base64url, so no decoding is needed. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `SameSite=${options.sameSite}`];
  if (options.maxAge !== undefined) {
    parts.push(`Max-Age=${options.maxAge}`);
    if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Adds a Set-Cookie line; Fastify appends (never replaces) repeated set-cookie headers. */
export function appendSetCookie(reply: FastifyReply, cookie: string): void {
  reply.header('set-cookie', cookie);
}

/** A JSON value sealed (lib/seal) into a cookie value, bound to the cookie's name. */
export function sealCookieValue(sealer: Sealer, name: string, value: unknown): string {
  return sealer.seal(JSON.stringify(value), name);
}

/** The JSON value sealed into `raw`; undefined for anything forged, tampered or sealed for another cookie. */
export function openCookieValue(sealer: Sealer, name: string, raw: string): unknown {
  const text = sealer.open(raw, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
