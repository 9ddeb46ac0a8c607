/**
 * Shapes the tenth blind probe pool still sent whole (session 31): documents in Jira wiki markup
 * (`{quote}…{quote}`, one per line), a LaTeX draft (`\subsection{…}` over its paragraph, an
 * inline `\todo{…?}`), a thread's question asked as "does anyone know …" under words that only
 * point at it ("answer priya's question pls"), a `>>> ask:` line typed without its "?", a raw
 * e-mail whose subject is the question. Each "is cut" test failed before its rule; the guards
 * below them hold the line the rules must not cross.
 */
import { describe, expect, it } from 'vitest';
import { type CompressionLevel, createCompressor } from '../../src/compress/index.js';
import type { ChatRequest } from '../../src/wire/chat.js';
import { allText, request, system, text, townName, townParagraph, user } from './fixtures/prompts.js';
import { cutKeeping } from './fixtures/cut.js';

const LOSSY: CompressionLevel[] = ['balanced', 'aggressive'];
const compress = (r: ChatRequest, level: CompressionLevel) => createCompressor().compressRequest(r, { level });
const towns = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const rebuilt = (i: number): string => String(1400 + i * 3);
const hallOf = (i: number): string => `When was the hall of ${townName(i)} rebuilt after the fire`;

describe('a ticket in Jira wiki markup: excerpts one per line in {quote}, the question in a comment', () => {
  const quote = (i: number): string => `{quote}*${townName(i)}* ${townParagraph(i)} ${townParagraph(i + 20)}{quote}`;
  const ticket = [
    '[OPS-58] Collect background for onboarding doc',
    'Status: In Review | Assignee: Lee Chen',
    '',
    'Description:',
    'Collected excerpts below.',
    '',
    towns(6).map(quote).join('\n'),
    '',
    'Activity:',
    'Rahul Menon added a comment - 2 days ago',
    `    ${hallOf(9)}?`,
    '',
    'Lee Chen added a comment - yesterday',
    '    More excerpts, from the second batch:',
    '',
    towns(6).map((i) => quote(i + 6)).join('\n'),
  ].join('\n');
  for (const level of LOSSY) {
    it(`${level}: reads the excerpts as prose, one passage per line, and keeps the asked one`, () => {
      const r = request(system("You are Jira's AI assistant. Answer the open question raised in the ticket activity."), user(ticket));
      const sent = cutKeeping(r, level, [rebuilt(9), `${hallOf(9)}?`]);
      expect(sent).toContain('{quote}*');
    });
  }
});

describe('a LaTeX draft: \\subsection{…} over each paragraph, an inline \\todo{…?} to resolve', () => {
  const section = (i: number): string => `\\subsection{${townName(i)}}\n${townParagraph(i)}`;
  const draft = [
    'Resolve the inline todo in this draft, please.',
    '\\documentclass{article}\n\\usepackage{todonotes}\n\\begin{document}\n\\section{Context}',
    ...towns(6).map(section),
    `\\todo[inline]{${hallOf(8)}?}`,
    ...towns(6).map((i) => section(i + 6)),
    '\\end{document}',
  ].join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: the todo is the question; the asked section is kept under its \\subsection line`, () => {
      const sent = cutKeeping(request(user(draft)), level, [rebuilt(8), `\\subsection{${townName(8)}}`, '\\begin{document}', '\\end{document}']);
      expect(sent).toContain(`\\todo[inline]{${hallOf(8)}?}`);
    });
  }

  const trial = (i: number, extra = ''): string =>
    `\\section*{${townName(i)}: town notes}\n${extra}${townParagraph(i)}\n\nIts archive was catalogued by ${townName(i + 30)} volunteers. ${townParagraph(i + 40)}`;
  const twinned = ['\\documentclass{article}\n\\begin{document}', ...towns(10).map((i) => trial(i, i === 7 ? `The ${townName(7)} council twinned the town with ${townName(2)} in 1962. ` : '')), '\\end{document}'].join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: a question about the section related to another ("the town twinned with …") keeps that section whole`, () => {
      const asked = `How many inhabitants had the town that the council twinned with ${townName(2)}?`;
      cutKeeping(request(user(`${twinned}\n\n${asked}`)), level, [`about ${(7 + 3) * 1375} inhabitants`]);
    });
  }
});

describe('a thread whose question is asked of the people in it, under words that only point at it', () => {
  const post = (who: string, minute: number, i: number): string => `**${who}** 10:${String(minute).padStart(2, '0')} AM\n> ${townName(i)}\n${townParagraph(i)}`;
  const thread = (pointer: string): string =>
    [
      ...towns(6).map((i) => post('lee', i, i)),
      `**priya** 10:12 AM\nok before we go further, does anyone know ${hallOf(10).toLowerCase()}? I keep seeing conflicting info`,
      ...towns(6).map((i) => post('omar', 13 + i, i + 6)),
      `**lee** 10:20 AM\n${pointer}`,
    ].join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: "@assistant answer priya's question pls" reads the thread for her question`, () => {
      cutKeeping(request(user(thread("@assistant answer priya's question pls"))), level, [rebuilt(10)]);
    });
  }
  it('words that point at nothing asked ("thanks all, talk tomorrow") leave the thread whole', () => {
    const r = request(user(thread('thanks all, talk tomorrow')));
    const out = compress(r, 'aggressive');
    expect(text(out.request.messages[0])).toBe(text(r.messages[0]));
  });
});

describe('a question line behind a prompt mark, typed without its "?" (`>>> ask: …`)', () => {
  for (const level of LOSSY) {
    it(`${level}: is the question`, () => {
      const rules = '1. Use only the reference material.\n2. Questions arrive on a line starting with `>>> ask:`.';
      const material = towns(12).map((i) => `${townName(i)}\n${townParagraph(i)}`).join('\n\n');
      const r = request(system(`${rules}\n\nReference material:\n\n${material}`), user(`>>> ask: ${hallOf(5).toLowerCase()}`));
      cutKeeping(r, level, [rebuilt(5)]);
    });
  }
});

describe('a raw e-mail whose subject is the question, typed without its "?"', () => {
  const mail = (subject: string): string =>
    [
      'Return-Path: <dana@northwind.example>',
      'From: Dana Whitfield <dana@northwind.example>',
      'To: support@northwind.example',
      `Subject: ${subject}`,
      'Date: Tue, 7 May 2024 09:12:44 -0700',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset="UTF-8"',
      '',
      'Hi team,',
      '',
      'Forwarding the notes I dug up, see below.',
      '',
      towns(12).map((i) => `${townName(i)}\n${townParagraph(i)}`).join('\n\n'),
      '',
      'Thanks,',
      'Dana',
    ].join('\n');
  for (const level of LOSSY) {
    it(`${level}: "Subject: Question: When was the hall of … rebuilt" is read as the question`, () => {
      const r = request(system('You are an email assistant. Answer the question the sender asks, using the message body.'), user(mail(`Question: ${hallOf(4)}`)));
      cutKeeping(r, level, [rebuilt(4), 'Subject: Question:']);
    });
  }
  it('a subject that only names its topic ("Notes for the onboarding doc") asks nothing: the mail stays whole', () => {
    const r = request(system('You are an email assistant.'), user(mail('Notes for the onboarding doc')));
    const out = compress(r, 'aggressive');
    expect(text(out.request.messages[1])).toBe(text(r.messages[1]));
  });
});

describe('code whose lines hold sentences stays code', () => {
  const sentence = (i: number): string => townParagraph(i).replace(/"/g, "'");
  const source = [
    ...towns(6).map((i) => `const intro${i} = "${sentence(i)}";\nexport function show${i}() {\n  return intro${i};\n}`),
    ...towns(6).map((i) => `/* ${sentence(i + 6)} */\nexport const note${i} = {\n  text: "${sentence(i + 6)}",\n};`),
  ].join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: a string or comment of sentences never has a sentence cut out of it`, () => {
      const r = request(user(`${source}\n\n${hallOf(3)}?`));
      const sent = allText(compress(r, level).request);
      for (const line of sent.split('\n')) if (/^(const|export|\/\*|  text:)/.test(line)) expect(source).toContain(line);
      expect(sent).not.toMatch(/sentences? omitted/);
    });
  }
});

describe('captions in an ```srt fence, asked about in the next message', () => {
  const cue = (i: number): string => `${i + 1}\n00:${String(i).padStart(2, '0')}:00,000 --> 00:${String(i).padStart(2, '0')}:14,000\n${townName(i)}: ${townParagraph(i)}`;
  const captions = `Captions exported from the training video, one segment per cue:\n\n\`\`\`srt\n${towns(12).map(cue).join('\n\n')}\n\`\`\``;
  for (const level of LOSSY) {
    it(`${level}: are read as the text they hold, the fence and the asked cue kept`, () => {
      const sent = cutKeeping(request(user(captions), user(`${hallOf(6)}?`)), level, [rebuilt(6), '```srt\n', '\n```']);
      expect(sent).toContain('00:06:00,000 --> 00:06:14,000');
    });
  }
  it('a ```python fence stays byte-exact whatever its comments say', () => {
    const code = `\`\`\`python\n${towns(12).map((i) => `# ${townParagraph(i)}\ndef town_${i}():\n    return "${townName(i)}"`).join('\n\n')}\n\`\`\``;
    const r = request(user(code), user(`${hallOf(6)}?`));
    expect(text(compress(r, 'aggressive').request.messages[0])).toBe(code);
  });
});

describe('whole-material tasks over markup that now reads as prose stay whole', () => {
  const latex = ['\\documentclass{article}\n\\begin{document}', ...towns(12).map((i) => `\\section{${townName(i)}}\n${townParagraph(i)}`), '\\end{document}'].join('\n\n');
  const jira = `KB-1187: Catalogue the imported excerpts\nType: Task | Priority: Medium\n\nAcceptance criteria:\n- [ ] A table with one row per attached excerpt: title, main subject, and any figures it gives.\n\nAttachments (text extracted):\n${towns(12).map((i) => `{quote:title=${i + 1} - ${townName(i)}}\n${townParagraph(i)} ${townParagraph(i + 12)}\n{quote}`).join('\n')}`;
  const cases: Record<string, ChatRequest> = {
    'a French version of the whole draft': request(user(`Could you give me a French version of the whole draft, leaving every LaTeX command untouched?\n\n${latex}`)),
    'a TODO comment that sets a task, pointed at ("take care of the TODO")': request(user(`Can you take care of the TODO in my draft?\n\n\`\`\`latex\n% TODO: rewrite every section in plain English a twelve-year-old could follow\n${latex}\n\`\`\``)),
    "a ticket's acceptance criterion: one row per attached excerpt": request(user(jira)),
  };
  for (const [name, r] of Object.entries(cases)) {
    for (const level of LOSSY) {
      it(`${level}: ${name}`, () => {
        expect(compress(r, level).request.messages).toEqual(compress(r, 'lossless').request.messages);
      });
    }
  }
});

describe('a thread in the system message, its question posted there, the user only pointing at it', () => {
  const thread = ['You are the Acme Slack assistant.', '', 'Thread context (#support, oldest first):', ...towns(6).map((i) => `<U05|nina>: ${townName(i)} — ${townParagraph(i)}`), `<U07|ben>: ${hallOf(3)}?`, ...towns(6).map((i) => `<U09|ravi>: ${townName(i + 6)} — ${townParagraph(i + 6)}`)].join('\n');
  const named = (name: string, content: string) => ({ role: 'user' as const, name, content });
  for (const level of LOSSY) {
    it(`${level}: "@assistant what I asked above, pls" reads the thread for ben's question`, () => {
      cutKeeping(request(system(thread), named('ben', '@assistant what I asked above, pls')), level, [rebuilt(3), `<U07|ben>: ${hallOf(3)}?`]);
    });
  }
  it('"@assistant summarise the thread" is a task over all of it: nothing is cut', () => {
    const r = request(system(thread), named('ben', '@assistant summarise the thread, pls'));
    expect(compress(r, 'aggressive').request.messages).toEqual(compress(r, 'lossless').request.messages);
  });
});

describe('a question reported rather than asked ("the reporter wants to know …")', () => {
  const attachments = towns(12).map((i) => `**${townName(i).toLowerCase()}.txt**\n\n${townParagraph(i)}`).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: in the developer message, with an order after it`, () => {
      const dev = { role: 'developer' as const, content: `You triage tickets. The reporter wants to know ${hallOf(2).toLowerCase()}, so answer from the ticket's attachments only and keep it short.` };
      cutKeeping(request(dev, user(`**HELP-311: Customer follow-up**\n\n### Attachments (text extracted)\n\n${attachments}`)), level, [rebuilt(2)]);
    });
  }
  it('"she wants to know more" names nothing: the attachments stay whole', () => {
    const dev = { role: 'developer' as const, content: 'You triage tickets. The reporter wants to know more.' };
    const r = request(dev, user(`**HELP-311: Customer follow-up**\n\n### Attachments (text extracted)\n\n${attachments}`));
    expect(compress(r, 'aggressive').request.messages).toEqual(compress(r, 'lossless').request.messages);
  });
});

describe('framed in another language', () => {
  const table = `| No | Judul | Isi |\n|---|---|---|\n${towns(12).map((i) => `| ${i + 1} | ${townName(i)} | ${townParagraph(i)} |`).join('\n')}`;
  for (const level of LOSSY) {
    it(`${level}: an order whose question follows its colon without "?" ("Tolong jawab pertanyaan ini: …")`, () => {
      const r = request(user(`Tolong jawab pertanyaan ini: ${hallOf(4)}\n\nHasil pencarian:\n\n${table}\n\nJawab dalam bahasa Indonesia.`));
      cutKeeping(r, level, [rebuilt(4)]);
    });
    it(`${level}: tool output the person's next turn brings back with no question ("Teşekkürler. Cevabı Türkçe yaz.") is read for the question before`, () => {
      const docs = towns(12).map((i) => `Document [${i + 1}](Title: ${townName(i)}) ${townParagraph(i)}`).join('\n\n');
      const r = request(
        system('Sen bir araştırma ajanısın. Yalnızca aracın çıktısına dayan.'),
        user(`Şunu araştırır mısın: ${hallOf(8)}?`),
        { role: 'assistant', content: 'Belgeleri arıyorum.' },
        { role: 'tool', tool_call_id: 'x', content: docs },
        user('Teşekkürler. Cevabı Türkçe ve tek cümleyle yaz.'),
      );
      cutKeeping(r, level, [rebuilt(8)]);
    });
  }
});

describe('tool output the person speaks of in their next turn', () => {
  it('"sort all the hotels from both pages by price" names what the output holds: it is not read for the question before', () => {
    const hotels = Array.from({ length: 40 }, (_, i) => `[${i + 1}] Hotel ${townName(i)} · €${100 + i * 9}/night · ${(7 + (i % 3)).toFixed(1)}/10\n    Deluxe king room · ${(i % 5) + 0.4} km from centre · ${townParagraph(i)}`).join('\n\n');
    const r = request(
      system('You are a research agent. Use the tools to fetch results page by page, then answer the user.'),
      user('Search hotels: hotels in Lisbon, 12–15 June, 2 adults.'),
      { role: 'assistant', content: null, tool_calls: [{ id: 'p1', type: 'function', function: { name: 'search_hotels', arguments: '{"page":1}' } }] },
      { role: 'tool', tool_call_id: 'p1', content: `results 1–40\n\n${hotels}` },
      user('When you have the next page too: sort all the hotels from both pages by price per night.'),
    );
    expect(compress(r, 'aggressive').request.messages).toEqual(compress(r, 'lossless').request.messages);
  });
});

describe('an instruction that names "the question" above a question of its own', () => {
  const docs = towns(12).map((i) => (i === 5 ? `${townName(i)}\nWhat is the refund policy for the wall tour?\n${townParagraph(i)}` : `${townName(i)}\n${townParagraph(i)}`)).join('\n\n');
  for (const level of LOSSY) {
    it(`${level}: the asker's own question stays the query; the material's question only adds to it`, () => {
      const r = request(user(`Please answer the question below using only the documents.\n\n${docs}\n\nQuestion: ${hallOf(9)}?`));
      cutKeeping(r, level, [rebuilt(9)], 0.9);
    });
  }
});
