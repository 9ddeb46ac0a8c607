/**
 * The conformance suite every front door's wire format passes (wire/front-door.ts): its
 * projection onto chat messages is deterministic and order-preserving, grows as the
 * conversation grows (so compressed prefixes stay byte-identical, but for the texts the
 * compressor reports it sent whole again for a follow-up), and writing the compressed
 * texts back changes nothing but text — the blocks and items a format must never touch come
 * back deep-equal, and whatever compression did not reach is the very same object.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { skeleton } from '../../eval/format-replay.js';
import { createCompressor } from '../../src/compress/index.js';
import { compressWire } from '../../src/upstream/compress-wire.js';
import type { WireFormat } from '../../src/wire/front-door.js';
import type { Path } from '../../src/wire/projection.js';

export interface WireFormatFixture<Req> {
  name: string;
  format: WireFormat<Req>;
  /** A request with every kind of block or item the format has, long tool output included. */
  request: Req;
  /** The projected messages' roles, in order. */
  roles: string[];
  /** Values compression must leave deep-equal (thinking blocks, tool calls, images, cache_control…). */
  untouched(request: Req): unknown[];
  /** A long tool output's text, before and after, and its signal lines. */
  toolOutput(request: Req): string;
  signalLines: string[];
  /** The request cut to its first `n` messages or items, and how many there are. */
  prefix(request: Req, n: number): Req;
  length(request: Req): number;
}

/** A copy of `value` with the string at each path replaced by a marker. */
function blank<T>(value: T, paths: Path[]): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const path of paths) {
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path[path.length - 1]!] = '<restored>';
  }
  return copy as T;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], value);
}

export function wireFormatSuite<Req extends { model: string; tools?: unknown }>(fixture: WireFormatFixture<Req>): void {
  const { format, request } = fixture;
  const compress = (req: Req, level: 'off' | 'lossless' | 'balanced' | 'aggressive', compressor = createCompressor()) =>
    compressWire(compressor, format, req, { level }).request;

  describe(`wire format: ${fixture.name}`, () => {
    it('projects in request order, the same way every time', () => {
      const projection = format.project(request);
      expect(projection.messages.map((m) => m.role)).toEqual(fixture.roles);
      expect(format.project(structuredClone(request))).toEqual(projection);
      expect(projection.paths.length).toBe(projection.messages.length);
    });

    it('sends the very same request when compression changes nothing', () => {
      expect(compress(request, 'off')).toBe(request);
    });

    it('changes only text: ids, tool calls and arguments, thinking, images, cache_control and every other field stay', () => {
      const before = structuredClone(request);
      const out = compress(request, 'aggressive');
      expect(request).toEqual(before);
      expect(out).not.toBe(request);
      expect(skeleton(out)).toEqual(skeleton(request));
      expect(fixture.untouched(out)).toEqual(fixture.untouched(request));
      if (request.tools !== undefined) expect(out.tools).toBe(request.tools);
      const output = fixture.toolOutput(out);
      expect(output.length).toBeLessThan(fixture.toolOutput(request).length / 2);
      for (const line of fixture.signalLines) expect(output).toContain(line);
    });

    it('grows with the conversation: each prefix projects and compresses to a prefix of the next', () => {
      const compressor = createCompressor();
      let previous: { projected: unknown[]; compressed: Req } | undefined;
      for (let n = 1; n <= fixture.length(request); n++) {
        const req = fixture.prefix(request, n);
        const projection = format.project(req);
        const { request: compressed, report } = compressWire(compressor, format, req, { level: 'balanced' });
        expect(compress(req, 'balanced')).toEqual(compressed);
        if (previous) {
          expect(projection.messages.slice(0, previous.projected.length)).toEqual(previous.projected);
          // A follow-up may bring back what an earlier turn cut: those texts go whole, nothing else moves.
          const restored = (report.restored ?? []).flatMap((i) => projection.paths[i]!.filter((p): p is Path => p !== undefined));
          const grown = fixture.prefix(compressed, n - 1);
          expect(isDeepStrictEqual(blank(grown, restored), blank(previous.compressed, restored))).toBe(true);
          for (const path of restored) expect(valueAt(grown, path)).toBe(valueAt(req, path));
        }
        previous = { projected: projection.messages, compressed };
      }
    });
  });
}
