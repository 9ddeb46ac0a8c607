// Probe 5 generator: question FORM and POSITION over long materials. Deterministic (seeded).
import { Rng, normSpan, type Case, type Msg, type Req } from './lib.js';
import { makeMaterial, MAT_KINDS, type MatKind, type Material } from './materials.js';

const MODEL = 'gpt-4o-mini';
type Lang = 'en' | 'de' | 'es' | 'fr' | 'ja' | 'pt' | 'ru' | 'pl';

// ---------- question wordings per material ({k} = key) ----------
interface QT { q: string; np: string; short: string; when?: string; tr: Record<Exclude<Lang, 'en'>, string> }
const QS: Record<MatKind, QT[]> = {
  kb: [{
    q: 'What is the default timeout for {k}?', np: 'the default timeout for {k}', short: '{k} timeout?', when: 'how long {k} waits before it times out by default',
    tr: { de: 'Wie hoch ist das Standard-Timeout für {k}?', es: '¿Cuál es el tiempo de espera predeterminado de {k}?', fr: 'Quel est le délai d’expiration par défaut de {k} ?', ja: '{k}のデフォルトのタイムアウトは何秒ですか？', pt: 'Qual é o tempo limite padrão de {k}?', ru: 'Какой таймаут по умолчанию у {k}?', pl: 'Jaki jest domyślny limit czasu dla {k}?' },
  }],
  rag: [{
    q: 'Where is {k} headquartered?', np: 'the headquarters city of {k}', short: '{k} HQ?', when: 'which city {k} is based in',
    tr: { de: 'Wo hat {k} seinen Hauptsitz?', es: '¿Dónde tiene su sede {k}?', fr: 'Où se trouve le siège de {k} ?', ja: '{k}の本社はどこにありますか？', pt: 'Onde fica a sede da {k}?', ru: 'Где находится штаб-квартира {k}?', pl: 'Gdzie znajduje się siedziba {k}?' },
  }],
  contract: [
    {
      q: 'What is the submission deadline for the final deliverables?', np: 'the submission deadline', short: 'Deadline?', when: 'when the final deliverables are due',
      tr: { de: 'Bis wann müssen die finalen Liefergegenstände eingereicht werden?', es: '¿Cuál es la fecha límite para entregar los entregables finales?', fr: 'Quelle est la date limite de remise des livrables finaux ?', ja: '最終成果物の提出期限はいつですか？', pt: 'Qual é o prazo de entrega dos entregáveis finais?', ru: 'Какой крайний срок сдачи итоговых материалов?', pl: 'Jaki jest termin złożenia końcowych rezultatów?' },
    },
    { q: 'What is the cap on aggregate liability?', np: 'the liability cap', short: 'Liability cap?', when: 'how much either party can be liable for at most', tr: {} as never },
    { q: 'How much notice is needed to terminate for convenience?', np: 'the termination notice period', short: 'Notice period?', when: 'how long the notice period for termination is', tr: {} as never },
  ],
  log: [{
    q: 'What error code did request {k} fail with?', np: 'the error code for request {k}', short: 'Error for {k}?', when: 'why request {k} failed',
    tr: { de: 'Mit welchem Fehlercode ist die Anfrage {k} fehlgeschlagen?', es: '¿Con qué código de error falló la solicitud {k}?', fr: 'Quel code d’erreur la requête {k} a-t-elle renvoyé ?', ja: 'リクエスト{k}はどのエラーコードで失敗しましたか？', pt: 'Com qual código de erro a requisição {k} falhou?', ru: 'С каким кодом ошибки завершился запрос {k}?', pl: 'Z jakim kodem błędu zakończyło się żądanie {k}?' },
  }],
  json: [{
    q: 'Who is the owner of {k}?', np: 'the owner of {k}', short: 'Owner of {k}?', when: 'who owns {k}',
    tr: { de: 'Wer ist für {k} verantwortlich?', es: '¿Quién es el responsable de {k}?', fr: 'Qui est le responsable de {k} ?', ja: '{k}の担当者は誰ですか？', pt: 'Quem é o responsável pelo {k}?', ru: 'Кто ответственный за {k}?', pl: 'Kto jest właścicielem {k}?' },
  }],
  transcript: [{
    q: 'What budget was approved for the {k} project?', np: 'the approved budget for the {k} project', short: '{k} budget?', when: 'how much was approved for {k}',
    tr: { de: 'Welches Budget wurde für das Projekt {k} genehmigt?', es: '¿Qué presupuesto se aprobó para el proyecto {k}?', fr: 'Quel budget a été approuvé pour le projet {k} ?', ja: '{k}プロジェクトで承認された予算はいくらですか？', pt: 'Qual orçamento foi aprovado para o projeto {k}?', ru: 'Какой бюджет утвердили для проекта {k}?', pl: 'Jaki budżet zatwierdzono dla projektu {k}?' },
  }],
};
const WHOLE: Record<Lang, string[]> = {
  en: ['Summarize the whole document section by section.', 'Translate all of the above into German.', 'List every entry with its key values.', 'Proofread the entire text and point out inconsistencies.', 'Rewrite everything above in plain language, keeping all details.', 'Count the entries and describe each one briefly.'],
  de: ['Fasse das gesamte Dokument Abschnitt für Abschnitt zusammen.', 'Liste jeden Eintrag mit seinen wichtigsten Werten auf.'],
  es: ['Resume todo el documento sección por sección.', 'Enumera cada entrada con sus valores clave.'],
  fr: ['Résume l’ensemble du document, section par section.', 'Liste chaque entrée avec ses valeurs clés.'],
  ja: ['文書全体をセクションごとに要約してください。', 'すべての項目を主要な値とともに一覧にしてください。'],
  pt: ['Resuma o documento inteiro, seção por seção.', 'Liste cada entrada com seus valores principais.'],
  ru: ['Кратко перескажи весь документ по разделам.', 'Перечисли все записи с их основными значениями.'],
  pl: ['Streść cały dokument, sekcja po sekcji.', 'Wypisz każdy wpis wraz z jego kluczowymi wartościami.'],
};
const WHOLE_NP = ['a summary of every section', 'a full translation into Spanish', 'a list of all entries and their values', 'every inconsistency anywhere in the text'];
const WHOLE_SHORT = ['TL;DR?', 'Summary?', 'Translate to German?', 'Typos?', 'Key points?', 'All entries?'];

export const FAMILIES = [
  'plain_q', 'imp_find', 'imp_tell', 'imp_need', 'json_body', 'chatty_mid', 'given_find', 'task_input', 'q_colon', 'yaml', 'xml_md',
  'system_q', 'later_turn', 'before_rule', 'multi_q', 'typos', 'short',
  'lang_de', 'lang_es', 'lang_fr', 'lang_ja', 'lang_pt', 'lang_ru', 'lang_pl',
] as const;
export type Family = (typeof FAMILIES)[number];

const fill = (t: string, k: string) => t.replace(/\{k\}/g, k);
const TOOLS = [{ type: 'function', function: { name: 'search_incidents', description: 'Search incidents', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }];

function typo(r: Rng, s: string, key: string): string {
  // mutate words that are not part of the key: swap two letters, drop one, or double one
  const keyWords = new Set(key.split(/\s+/));
  const words = s.split(' ');
  const idx = words.map((w, i) => (w.length > 3 && !keyWords.has(w.replace(/[?,.]/g, '')) && /^[a-z]/i.test(w) ? i : -1)).filter((i) => i >= 0);
  for (const i of r.sample(idx, Math.min(idx.length, r.int(2, 3)))) {
    const w = words[i]!;
    const p = r.int(1, w.length - 3);
    const m = r.int(0, 2);
    words[i] = m === 0 ? w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2) : m === 1 ? w.slice(0, p) + w.slice(p + 1) : w.slice(0, p) + w[p] + w.slice(p);
  }
  let out = words.join(' ');
  if (r.chance(0.4)) out = out.toLowerCase();
  if (r.chance(0.4)) out = out.replace(/\?$/, '');
  return out;
}

export function generate(): Case[] {
  const cases: Case[] = [];
  const PER = 22;
  FAMILIES.forEach((family, fi) => {
    for (let i = 0; i < PER; i++) {
      const r = new Rng(5000 + fi * 1000 + i);
      const whole = i % 11 === 3 || i % 11 === 8; // 4 of 22
      const kind: MatKind = MAT_KINDS[(i + fi) % MAT_KINDS.length]!;
      const target = r.int(3300, 14500);
      let mat: Material | undefined;
      for (let tries = 0; tries < 20; tries++) {
        const m = makeMaterial(kind, r, target, family === 'multi_q' ? r.int(2, 3) : 1);
        const hay = normSpan(m.text);
        const ok = m.facts.every((f) => f.spans.every((s) => hay.split(normSpan(s)).length === 2));
        if (ok) { mat = m; break; }
      }
      if (!mat) throw new Error(`no unique material for ${family} ${i}`);
      const fact = mat.facts[0]!;
      const qt = QS[kind][0]!;
      const k = fact.key;
      const lang: Lang = family.startsWith('lang_') ? (family.slice(5) as Lang) : 'en';
      const wholeTask = r.pick(WHOLE[lang]);
      let question = '';
      let position = 'after';
      let note = `fact@${mat.where.toFixed(2)}`;
      let messages: Msg[] = [];
      const M = mat.text;
      const sysDefault = r.chance(0.5) ? [{ role: 'system' as const, content: 'You are a helpful assistant.' }] : [];
      const user = (c: string): Msg => ({ role: 'user', content: c });
      let spans = whole ? [] : [...fact.spans];

      switch (family) {
        case 'plain_q': {
          question = whole ? wholeTask : fill(qt.q, k);
          if (kind === 'json' && r.chance(0.5)) {
            position = 'tool';
            messages = [...sysDefault, user(question), { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search_incidents', arguments: '{"q":"all"}' } }] }, { role: 'tool', tool_call_id: 'call_1', content: M }];
          } else messages = [...sysDefault, user(`${M}\n\n${question}`)];
          break;
        }
        case 'imp_find': case 'imp_tell': case 'imp_need': {
          const lead = family === 'imp_find' ? r.pick(['Find out', 'Find', 'Look up', 'Figure out']) : family === 'imp_tell' ? r.pick(['Tell me', 'Give me', 'Show me', 'Report']) : r.pick(['I need', 'I want', 'I’d like to know', 'Need']);
          const body = family === 'imp_find' && qt.when && r.chance(0.5) ? fill(qt.when, k) : fill(qt.np, k);
          question = whole ? `${lead} ${r.pick(WHOLE_NP)}` : `${lead} ${body}${r.pick(['', '.', ' please', ' from this', ', thanks'])}`;
          position = r.chance(0.5) ? 'after' : 'before';
          messages = [...sysDefault, user(position === 'after' ? `${M}\n\n${question}` : `${question}\n\n${M}`)];
          break;
        }
        case 'json_body': {
          question = whole ? wholeTask : fill(r.pick([qt.q, qt.np, qt.short]), k);
          const qk = r.pick(['query', 'question', 'prompt', 'q', 'user_question', 'ask', 'instruction', 'input']);
          const dk = r.pick(['documents', 'context', 'passages', 'docs', 'sources', 'chunks', 'retrieved', 'data']);
          const docs = r.chance(0.5) ? mat.chunks : mat.chunks.map((c, j) => ({ id: `doc-${j + 1}`, text: c }));
          const body: Record<string, unknown> = r.chance(0.5) ? { [qk]: question, [dk]: docs } : { [dk]: docs, [qk]: question, top_k: docs.length };
          const nested = r.chance(0.25);
          note += ` keys=${qk}/${dk}${nested ? ' nested' : ''}`;
          position = 'json';
          messages = [...sysDefault, user(JSON.stringify(nested ? { request: body, meta: { source: 'retriever-v2' } } : body, null, r.chance(0.5) ? 2 : undefined))];
          break;
        }
        case 'chatty_mid': {
          question = whole ? wholeTask : fill(r.pick([qt.q, `could you check ${qt.np}?`, `any idea ${qt.when ?? qt.np}?`]), k);
          const hi = r.pick(['Hi there! Hope your week is going well.', 'Hey, good morning :)', 'Hello! Thanks again for the help yesterday.', 'Hiya — quick one for you.']);
          const bye = r.pick(['Thanks a lot, cheers!', 'Appreciate it, have a great day!', 'Thanks!! talk soon', 'Cheers, and sorry for the wall of text.']);
          position = 'middle';
          messages = [...sysDefault, user(`${hi} ${question} Here's what I've got:\n\n${M}\n\n${bye}`)];
          break;
        }
        case 'given_find': {
          question = whole ? r.pick(WHOLE_NP) : fill(qt.np, k);
          messages = [...sysDefault, user(`Given:\n${M}\n\nFind: ${question}`)];
          break;
        }
        case 'task_input': {
          question = whole ? wholeTask : `Identify ${fill(qt.np, k)}.`;
          position = r.chance(0.6) ? 'before' : 'after';
          messages = [...sysDefault, user(position === 'before' ? `Task: ${question}\nInput:\n${M}` : `Input:\n${M}\n\nTask: ${question}`)];
          break;
        }
        case 'q_colon': {
          question = whole ? wholeTask : fill(qt.q, k);
          position = r.chance(0.5) ? 'before' : 'after';
          messages = [...sysDefault, user(position === 'before' ? `Q: ${question}\n\n${M}` : `${M}\n\nQ: ${question}\nA:`)];
          break;
        }
        case 'yaml': {
          question = whole ? wholeTask : fill(r.pick([qt.q, qt.np]), k);
          const ind = M.split('\n').map((l) => '  ' + l).join('\n');
          const qkey = r.pick(['question', 'query', 'ask', 'task']);
          position = r.chance(0.5) ? 'before' : 'after';
          note += ` key=${qkey}`;
          messages = [...sysDefault, user(position === 'before' ? `${qkey}: ${question}\ncontext: |\n${ind}` : `source: |\n${ind}\n${qkey}: ${question}`)];
          break;
        }
        case 'xml_md': {
          question = whole ? wholeTask : fill(qt.q, k);
          const v = r.int(0, 3);
          const [a, b] = r.pick([['corpus_dump', 'what_i_want'], ['haystack', 'needle_request'], ['blob', 'ask'], ['reference_material_v2', 'user_intent'], ['ctx', 'q']]);
          note += ` v${v} ${a}/${b}`;
          position = v % 2 === 0 ? 'after' : 'before';
          const mdA = r.pick(['## Stuff I copied from the wiki', '### Raw paste', '# Appendix Z']);
          const mdB = r.pick(['## The thing I am trying to figure out', '### Ask', '# ???']);
          const body = v === 0 ? `<${a}>\n${M}\n</${a}>\n<${b}>${question}</${b}>` : v === 1 ? `<${b}>${question}</${b}>\n<${a}>\n${M}\n</${a}>` : v === 2 ? `${mdA}\n\n${M}\n\n${mdB}\n\n${question}` : `${mdB}\n\n${question}\n\n${mdA}\n\n${M}`;
          messages = [...sysDefault, user(body)];
          break;
        }
        case 'system_q': {
          question = whole ? wholeTask : fill(r.pick([qt.q, `Tell the user ${qt.np}.`]), k);
          position = 'system';
          const sys = r.pick([`You are a support assistant. The user will paste material. Answer this: ${question}`, `Task for this conversation: ${question}\nUse only the material in the next message.`, `${question}`]);
          messages = [{ role: 'system', content: sys }, user(r.chance(0.5) ? M : `Here is the material:\n\n${M}`)];
          break;
        }
        case 'later_turn': {
          question = whole ? wholeTask : fill(r.pick([qt.q, qt.short, `Tell me ${qt.np}`]), k);
          position = 'later-turn';
          messages = [...sysDefault, user(r.chance(0.5) ? M : `Pasting this first, question in the next message:\n\n${M}`), user(question)];
          break;
        }
        case 'before_rule': {
          question = whole ? wholeTask : fill(qt.q, k);
          const rule = r.pick(['---', '***', '=====', '___', '- - -', '————']);
          position = 'before';
          note += ` rule=${rule}`;
          messages = [...sysDefault, user(`${question}\n\n${rule}\n\n${M}`)];
          break;
        }
        case 'multi_q': {
          if (whole) question = `${wholeTask} Also, ${r.pick(WHOLE_NP)}.`;
          else {
            const qs = mat.facts.map((f, j) => fill((QS[kind][j] ?? qt).q, f.key));
            spans = mat.facts.flatMap((f) => f.spans);
            const st = r.int(0, 2);
            note += ` n=${qs.length} style${st}`;
            question = st === 0 ? qs.map((q, j) => `${j + 1}. ${q}`).join('\n') : st === 1 ? qs.join(' ') : `Two things — ${qs[0]} And ${qs.slice(1).join(' Also: ')}`;
          }
          messages = [...sysDefault, user(`${M}\n\n${question}`)];
          break;
        }
        case 'typos': {
          question = whole ? typo(r, wholeTask, '') : typo(r, fill(r.pick([qt.q, `Tell me ${qt.np}`]), k), k);
          messages = [...sysDefault, user(`${M}\n\n${question}`)];
          break;
        }
        case 'short': {
          question = whole ? r.pick(WHOLE_SHORT) : fill(qt.short, k);
          position = r.chance(0.6) ? 'after' : r.chance(0.5) ? 'before' : 'later-turn';
          messages = [...sysDefault, ...(position === 'after' ? [user(`${M}\n\n${question}`)] : position === 'before' ? [user(`${question}\n\n${M}`)] : [user(M), user(question)])];
          break;
        }
        default: {
          // lang_xx: question in another language; material in English
          const l = lang as Exclude<Lang, 'en'>;
          question = whole ? wholeTask : fill(qt.tr[l] ?? QS.contract[0]!.tr[l], k);
          position = r.chance(0.7) ? 'after' : 'before';
          messages = [...sysDefault, user(position === 'after' ? `${M}\n\n${question}` : `${question}\n\n${M}`)];
        }
      }
      const request: Req = { model: MODEL, messages };
      if (position === 'tool') request.tools = TOOLS;
      cases.push({ id: `p5-${family}-${String(i).padStart(2, '0')}`, family, kind: whole ? 'whole' : 'lookup', lang, material: kind, position, question, spans, note, request });
    }
  });
  return cases;
}
