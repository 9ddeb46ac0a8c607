/**
 * A question and its answer name the same thing in other forms of a word: "When did Zhenjin
 * die?" over "he died before Kublai in 1285", "What did demand grow to?" over "demand grew".
 * The lookup gate counts English's irregular forms as their lemma, so it finds the question's
 * words and the answer is selected instead of the whole material going out; British and American
 * spellings ("theatre", "theater") are one word everywhere. A question that names a saint's town
 * ("at St. Augustine?") is one sentence, not "at St." and a bare "Augustine?". Common verbs
 * ("know", "given") name nothing of the material: an acknowledgement that uses them still only
 * acknowledges, and a question about the conversation that uses them does not claim the material.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import { splitAtStops } from '../../src/compress/sentences.js';
import { lemmaTerm, stem } from '../../src/compress/stem.js';
import type { ChatMessage, ChatRequest } from '../../src/wire/chat.js';
import { document, request, system, text, townName, user } from './fixtures/prompts.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });

describe('word forms', () => {
  it('joins irregular past forms and plurals to their lemma, and leaves forms with another meaning alone', () => {
    const term = (word: string): string => lemmaTerm(stem(word));
    for (const [form, lemma] of [['died', 'die'], ['dying', 'die'], ['grew', 'grow'], ['grown', 'grows'], ['fought', 'fight'], ['taught', 'teaches'], ['bought', 'buy'], ['children', 'child'], ['women', 'woman']]) {
      expect(term(form!), `${form} ~ ${lemma}`).toBe(term(lemma!));
    }
    // "found a city", "the left bank", "the ground floor", "a wound": their own words.
    // Nor do generic verbs' forms ("Tell me, from the notes below, …" is not met by every "told").
    for (const [form, lemma] of [['found', 'find'], ['left', 'leave'], ['ground', 'grind'], ['wound', 'wind'], ['saw', 'see'], ['told', 'tell'], ['known', 'know']]) {
      expect(term(form!), `${form} apart from ${lemma}`).not.toBe(term(lemma!));
    }
  });

  it('writes British spellings the American way, and leaves words with no twin apart', () => {
    for (const [uk, us] of [['behaviour', 'behavior'], ['colours', 'colors'], ['favourite', 'favorite'], ['neighbourhood', 'neighborhood'], ['organised', 'organized'], ['civilisation', 'civilization'], ['analysed', 'analyzed'], ['centre', 'center'], ['theatres', 'theaters']]) {
      expect(stem(uk!), `${uk} ~ ${us}`).toBe(stem(us!));
    }
    for (const [a, b] of [['hour', 'hor'], ['tour', 'tor'], ['hatred', 'hater'], ['raise', 'raize'], ['wise', 'wize']]) {
      expect(stem(a!), `${a} apart from ${b}`).not.toBe(stem(b!));
    }
  });

  it('splits sentences after their stops but not after an abbreviation or an initial', () => {
    expect(splitAtStops('Is it at St. Augustine? Yes. Dr. Who spoke. J. R. R. Tolkien wrote it.', '.!?')).toEqual([
      'Is it at St. Augustine?',
      'Yes.',
      'Dr. Who spoke.',
      'J. R. R. Tolkien wrote it.',
    ]);
    expect(splitAtStops('one. two', '.')).toEqual('one. two'.split(/(?<=[.])\s+/));
  });
});

const PRINCE = 'Kublai named his eldest son, Zhenjin, as the Crown Prince, but he died before Kublai in 1285.';
const THEATRE = 'The Royal Theatre of the province was built in 1790 by the guild of weavers.';
const FOUNDER = 'Pedro Menendez de Aviles, a Spanish admiral, established the settlement at St. Augustine in 1565.';
/** Fourteen town paragraphs with two more in the middle, each holding one answer. */
const material = (): string => {
  const towns = document(14).split('\n\n');
  return [...towns.slice(0, 3), THEATRE, ...towns.slice(3, 6), PRINCE, ...towns.slice(6, 11), FOUNDER, ...towns.slice(11)].join('\n\n');
};

describe('a question asked in another form of the answer\'s words', () => {
  for (const level of LOSSY) {
    it(`${level}: "When did Zhenjin die?" over "he died …" selects the answer's paragraph`, () => {
      const m = material();
      const out = compress(request(system('Answer from the context.'), user(`${m}\n\nBased only on the passages above, when did Zhenjin die?`)), level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(PRINCE);
      expect(sent.length).toBeLessThan(m.length * 0.6);
    });

    it(`${level}: "When was the theater built?" over "The Royal Theatre … was built" selects the answer's paragraph`, () => {
      const m = material();
      const out = compress(request(system('Answer from the context.'), user(`${m}\n\nWhen was the theater built?`)), level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(THEATRE);
      expect(sent.length).toBeLessThan(m.length * 0.6);
    });

    it(`${level}: a question ending "at St. Augustine?" is read whole and selects its answer`, () => {
      const m = material();
      const out = compress(request(system('Answer from the context.'), user(`${m}\n\nWhich Spanish officer established the settlement at St. Augustine?`)), level);
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FOUNDER);
      expect(sent.length).toBeLessThan(m.length * 0.6);
    });
  }
});

describe('words that name the reply point at no place in the material', () => {
  for (const level of LOSSY) {
    it(`${level}: "can you write the answer I should post as a comment?" cuts nothing where the passages say "post" and "commentary"`, () => {
      const towns = document(14).split('\n\n');
      const doc = [...towns.slice(0, 7), `A trading post stood by the bridge of ${townName(4)}, and its keeper wrote a commentary on the river's tolls.`, ...towns.slice(7)].join('\n\n');
      const r = request(system('Answer from the context.'), user(`${doc}\n\nCan you write the answer I should post as a comment?`));
      expect(text(compress(r, level).request.messages[1])).toBe(text(compress(r, 'lossless').request.messages[1]));
    });
  }
});

describe('common verbs name nothing of the material', () => {
  for (const level of LOSSY) {
    it(`${level}: "can you write the answer I should post as a comment?" cuts nothing where the text says only "writers" and "came"`, () => {
      const towns = document(14).split('\n\n');
      const doc = [...towns.slice(0, 7), `The charter of ${townName(4)} was set down by its first writers when the settlers came.`, ...towns.slice(7)].join('\n\n');
      const r = request(system('Answer from the context.'), user(`${doc}\n\nCan you write the answer I should post as a comment?`));
      expect(text(compress(r, level).request.messages[1])).toBe(text(compress(r, 'lossless').request.messages[1]));
    });
  }

  // The file uses "thank", "read", "like" and "know": the reply would name four of its words.
  const FILE_NOTE = 'Visitors like to read the old charter of the council and thank its scribes for all they know.';
  const QUESTION = `When was the town hall of ${townName(9)} rebuilt after the fire?`;
  const FIRE_9 = `rebuilt after a fire in ${1400 + 9 * 3}`;
  for (const level of LOSSY) {
    it(`${level}: "What would you like to know about it?" after an upload still only acknowledges it`, () => {
      const towns = document(14).split('\n\n');
      const doc = [...towns.slice(0, 5), FILE_NOTE, ...towns.slice(5)].join('\n\n');
      const out = compress(
        request(
          system('Answer questions about the file the user uploaded.'),
          user(`Uploading the file now.\n\n${doc}`),
          assistant('Thanks, I have read the file. What would you like to know about it?'),
          user(QUESTION),
        ),
        level,
      );
      const sent = text(out.request.messages[1]);
      expect(sent).toContain(FIRE_9);
      expect(sent.length).toBeLessThan(doc.length * 0.5);
    });

    it(`${level}: "how many passages were you given?" does not claim a system message's passages that say "given"`, () => {
      const passages = `${document(14)}\n\nIn 1290 the king had given ${townName(3)} its charter.`
        .split('\n\n')
        .map((p, i) => `(${i + 1}) ${p}`)
        .join('\n\n');
      const out = compress(
        request(
          system(`You are a careful reference assistant. Use only the passages below.\n\n${passages}`),
          user('Before we start, how many passages were you given?'),
          assistant('I was given 15 passages.'),
          user(`Thanks. Now the real question: ${QUESTION}`),
        ),
        level,
      );
      const sent = text(out.request.messages[0]);
      expect(sent).toContain(FIRE_9);
      expect(sent.length).toBeLessThan(passages.length * 0.6);
    });
  }
});
