/**
 * @module test/fuzz/fuzz-support
 * What the property-based fuzz tests share: a raw HTTP call that never throws on a status,
 * the property every answer to bad input must hold (a 4xx in OpenAI's error shape, never a
 * 5xx), the hostile value generators, and the run counts (bounded, printed in test names).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { schemaErrors } from '../support/openapi.js';

/** Cases per property: bounded so `npm test` stays quick, fixed seed per run is printed by fast-check on failure. */
export const RUNS = Number(process.env.PITH_FUZZ_RUNS ?? 120);

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
}

export async function send(url: string, body: string, headers: Record<string, string>, method = 'POST'): Promise<RawReply> {
  const res = await fetch(url, { method, headers, body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Parses an error body and checks it against the vendored ErrorResponse schema. */
export function expectOpenAiError(reply: RawReply, context: string): { error: { code: string | null; param: string | null; message: string } } {
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new Error(`${context}: HTTP ${reply.status} with a body that is not JSON: ${reply.text.slice(0, 200)}`);
  }
  expect(schemaErrors('ErrorResponse', body), `${context}: ${reply.text.slice(0, 300)}`).toEqual([]);
  // The catalogue always fills all four fields (the schema allows some to be absent).
  expect(Object.keys((body as { error: object }).error).sort(), context).toEqual(['code', 'message', 'param', 'type']);
  return body as { error: { code: string | null; param: string | null; message: string } };
}

/** Bad input: never a 5xx; every refusal a 4xx in the vendor's shape. */
export function expectRefusedOrServed(reply: RawReply, context: string, allowed: (status: number) => boolean = (s) => s === 200 || s === 201): void {
  expect(reply.status, `${context}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (allowed(reply.status)) return;
  expect(reply.status, `${context}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expectOpenAiError(reply, context);
}

/** Strings a parser or a logger may choke on. */
export const oddString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '💥'.repeat(50), '"\\', '</script>', '${jndi:x}', '%00', '\r\n\r\n', 'null', '__proto__', 'constructor'),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value, odd strings and numbers included. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 4 }),
  oddString,
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, true, false, null, [], {}),
);

/** Number spellings JSON.parse accepts but JavaScript numbers do not keep. */
export const oddNumberText = fc.constantFrom('1e400', '-1e400', '12345678901234567890', '0.1e-400', '-0', '1E+2', '123456789012345678901234567890.5');

/** `{"a":{"a":…}}` or `[[…]]`, `depth` levels. */
export function nested(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object' ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + '1' + ']'.repeat(depth);
}

/** Issue 18 has landed: its contract is asserted by default (PITH_EXPECT_I18=0 turns those assertions off, to bisect older commits). */
export const EXPECT_I18 = process.env.PITH_EXPECT_I18 !== '0';
