/**
 * @module eval/whole-tasks
 * Tasks over the whole material (translate, summarise, count, proofread, list every date,
 * convert JSON to CSV, list every ERROR line, compare two documents) in several languages and
 * layouts, and material with no question at all. Nothing may be cut: the compressed request
 * must equal what the `lossless` level makes of the same request. The held-back split uses
 * other languages and wordings (and held-back articles and seeds).
 */
import { SQUAD_WINDOW, squadArticles } from './data.js';
import { inventory, serviceLog } from './generate.js';
import { type Item, type Layout, LAYOUTS, MODEL, plainText, renderMaterial } from './layouts.js';
import type { SetSpec } from './set-spec.js';
import { type Split, articleSplit, everyNth, generatedSeed } from './split.js';

type Kind = 'prose' | 'json' | 'log' | 'pair';
type Wordings = Record<Split, string[]>;

const TASKS: Array<{ name: string; kind: Kind; wordings: Wordings }> = [
  { name: 'translate', kind: 'prose', wordings: {
    dev: ['Translate this document into German, sentence by sentence.', 'Übersetze dieses Dokument Satz für Satz ins Deutsche.', 'Traduis ce document en allemand, phrase par phrase.', '请把这篇文档逐句翻译成德语。'],
    heldout: ['Render the text in German, one sentence at a time.', 'Traduce este documento al alemán, frase por frase.', 'Traduci questo documento in tedesco, frase per frase.', 'この文書を一文ずつドイツ語に翻訳してください。'] } },
  { name: 'summarise', kind: 'prose', wordings: {
    dev: ['Summarise this document in three bullet points.', 'Fasse dieses Dokument in drei Stichpunkten zusammen.', 'Résume ce document en trois puces.', '用三个要点总结这篇文档。'],
    heldout: ['Give me a three-bullet summary.', 'Resume este documento en tres viñetas.', 'Riassumi questo documento in tre punti elenco.', 'この文書を3つの箇条書きで要約してください。'] } },
  { name: 'count paragraphs', kind: 'prose', wordings: {
    dev: ['How many paragraphs does this document have?', 'Wie viele Absätze hat dieses Dokument?', 'Combien de paragraphes ce document contient-il ?', '这篇文档有多少个段落？'],
    heldout: ['Count the paragraphs.', '¿Cuántos párrafos tiene este documento?', 'Quanti paragrafi ha questo documento?', 'この文書はいくつの段落がありますか？'] } },
  { name: 'proofread', kind: 'prose', wordings: {
    dev: ['Proofread this text and list every spelling or grammar mistake.', 'Korrigiere diesen Text und nenne jeden Rechtschreib- oder Grammatikfehler.', 'Relis ce texte et corrige toutes les fautes.', '请校对这段文字，列出所有拼写或语法错误。'],
    heldout: ['Fix any typos in the text.', 'Revisa la ortografía y la gramática de este texto.', 'Correggi gli errori di questo testo.', 'この文章を校正してください。'] } },
  { name: 'list dates', kind: 'prose', wordings: {
    dev: ['List every date and year mentioned in this document.', 'Liste alle Daten und Jahreszahlen auf, die in diesem Dokument vorkommen.', 'Énumère toutes les dates mentionnées dans ce document.', '列出这篇文档中提到的所有日期和年份。'],
    heldout: ['Extract all years and dates.', 'Enumera todas las fechas que aparecen en este documento.', 'Elenca tutte le date citate nel documento.', 'この文書に出てくる日付と年をすべて挙げてください。'] } },
  { name: 'convert to CSV', kind: 'json', wordings: {
    dev: ['Convert this JSON to CSV with a header row.', 'Wandle dieses JSON in CSV mit Kopfzeile um.', "Convertis ce JSON en CSV avec une ligne d'en-tête.", '把这个 JSON 转换成带表头的 CSV。'],
    heldout: ['Turn this into a CSV table.', 'Convierte este JSON a CSV.', 'Converti questo JSON in CSV.', 'このJSONをCSVに変換してください。'] } },
  { name: 'list errors', kind: 'log', wordings: {
    dev: ['List every ERROR line of this log with its timestamp.', 'Liste jede ERROR-Zeile dieses Logs mit Zeitstempel auf.', 'Liste toutes les lignes ERROR de ce journal avec leur horodatage.', '列出这份日志中所有 ERROR 行及其时间戳。'],
    heldout: ['Pull out every error from the log, with times.', 'Enumera todas las líneas ERROR de este registro.', 'Elenca tutte le righe ERROR di questo log.', 'このログのERROR行をすべて列挙してください。'] } },
  { name: 'compare', kind: 'pair', wordings: {
    dev: ['Compare the two documents: what do they have in common and how do they differ?', 'Vergleiche die beiden Dokumente: Was haben sie gemeinsam, worin unterscheiden sie sich?', 'Compare les deux documents : points communs et différences.', '比较这两篇文档：它们有什么共同点和不同点？'],
    heldout: ['How do these two texts differ?', 'Compara los dos documentos.', 'Confronta i due documenti.', '2つの文書を比較してください。'] } },
];

/** Two 6-paragraph windows per article of the split (paragraphs 1–6 and 7–12). */
function proseDocs(split: Split): Item['passages'][] {
  return squadArticles().flatMap((a, i) => {
    if (articleSplit(i) !== split) return [];
    return [0, SQUAD_WINDOW].map((start) =>
      a.paragraphs.slice(start, start + SQUAD_WINDOW).map((p, k) => ({ title: `${a.title.replace(/_/g, ' ')} (part ${start + k + 1})`, text: p.context })));
  });
}

function documents(split: Split, kind: Kind): Array<{ passages: Item['passages']; render: Item['render'] }> {
  const prose = proseDocs(split);
  const seeds = Array.from({ length: split === 'dev' ? 6 : 3 }, (_, n) => generatedSeed(split, n));
  if (kind === 'prose') return prose.map((passages) => ({ passages, render: 'plain' }));
  if (kind === 'json') return seeds.map((s) => ({ passages: [{ title: 'inventory', text: JSON.stringify(inventory(split, s).items, null, s % 2 ? 2 : undefined) }], render: 'plain' }));
  if (kind === 'log') return seeds.map((s) => ({ passages: [{ title: 'checkout-service.log', text: serviceLog(split, s, false).text }], render: 'plain' }));
  // Pairs: the first window of one article and of the next one in the split.
  const firsts = prose.filter((_, i) => i % 2 === 0);
  return firsts.map((a, i) => {
    const b = firsts[(i + 1) % firsts.length] ?? a;
    return { passages: [{ title: a[0]?.title ?? '', text: plainText(a) }, { title: b[0]?.title ?? '', text: plainText(b) }], render: 'numbered' };
  });
}

export function wholeTaskSet(split: Split, every: number): SetSpec {
  const items: Item[] = [];
  TASKS.forEach((task, t) => {
    documents(split, task.kind).forEach((doc, d) => {
      // Languages rotate over the documents, so every task is asked in every language.
      const wordings = task.wordings[split];
      const question = wordings[(d + t) % wordings.length] ?? '';
      items.push({ id: `whole/${task.name}/${d}`, split, ...doc, question, instruction: 'You are a helpful assistant.', task: true });
    });
  });
  return {
    name: 'whole-material tasks', family: 'whole-material', split, items: everyNth(items, every), judge: 'lossless', baseline: false,
    layouts: [LAYOUTS.last, LAYOUTS.first, LAYOUTS.system, LAYOUTS.turns, LAYOUTS.xml, LAYOUTS.markdown, LAYOUTS.toolFollowUp],
  };
}

const pasted = (name: string, wrap: (m: string) => Array<{ role: 'system' | 'user'; content: string }>): Layout => ({
  name, build: (item) => ({ request: { model: MODEL, messages: wrap(renderMaterial(item)) }, questionText: '' }),
});

export function noQuerySet(split: Split, every: number): SetSpec {
  const items: Item[] = (['prose', 'log', 'json'] as const).flatMap((kind) =>
    documents(split, kind).map((doc, d): Item => ({ id: `noquery/${kind}/${d}`, split, ...doc, question: '', instruction: '' })));
  return {
    name: 'no query', family: 'no-query', split, items: everyNth(items, every), judge: 'lossless', baseline: false,
    layouts: [
      pasted('paste-only', (m) => [{ role: 'user', content: m }]),
      pasted('paste-with-system', (m) => [{ role: 'system', content: 'You are a helpful assistant.' }, { role: 'user', content: m }]),
      pasted('paste-fenced', (m) => [{ role: 'user', content: `\`\`\`\n${m}\n\`\`\`` }]),
    ],
  };
}
