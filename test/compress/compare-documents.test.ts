/**
 * Two documents set side by side: a question about how they relate ("what do they share and
 * where do they part ways?") asks over both of them, whatever its words meet in one paragraph.
 * Found by crossing every whole-task wording with every dev document (eval/whole-cross.ts).
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { request, system, townParagraph, user } from './fixtures/prompts.js';

const towns = (n: number, from = 0): string[] => Array.from({ length: n }, (_, i) => townParagraph(i + from));
const docA = towns(12).join('\n\n');
// One paragraph meets the question's words ("share", "part", "ways") by chance.
const docB = [...towns(6, 12), "The salt guild's share of the coast trade grew in part because the old ways along the shore were paved in 1700.", ...towns(6, 18)].join('\n\n');
const material = `Document [1](Title: A guide to the river towns) ${docA}\n\nDocument [2](Title: Notes on the coast) ${docB}`;

describe('two documents set side by side', () => {
  for (const level of ['balanced', 'aggressive'] as CompressionLevel[]) {
    for (const asked of ['Set the two texts side by side: what do they share and where do they part ways?', 'Read both articles: what do they share, and where do they part ways?']) {
      it(`${level}: "${asked}" is sent whole`, () => {
        const r = request(system('You are a helpful assistant.'), user(`${material}\n\n${asked}`));
        const compress = (l: CompressionLevel) => createCompressor().compressRequest(r, { level: l }).request.messages;
        expect(compress(level)).toEqual(compress('lossless'));
      });
    }
  }
});
