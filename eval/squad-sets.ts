/**
 * @module eval/squad-sets
 * QA items from SQuAD v2 (layout-free; eval/layouts.ts lays them out):
 * - windows: 6 consecutive paragraphs of one article around the question's paragraph
 *   (answerable and unanswerable questions, as the eval always had);
 * - multi R: 20 passages, the question's paragraph plus 19 from other articles of the same
 *   split (random); multi T: 19 on-topic distractors from the same article.
 * Distractors never contain a gold answer, so a kept answer means the right passage was kept.
 * Passages are shuffled with a seed per question, so the answer sits at varying positions.
 */
import { holdsAnswer, normaliseAnswer } from './checks.js';
import { SQUAD_WINDOW, type SquadArticle, type SquadQa, squadArticles } from './data.js';
import type { Item, Passage } from './layouts.js';
import { type Split, articleSplit, everyNth, rngFrom, sample, shuffle } from './split.js';

export const PASSAGES = 20;
const WINDOW_INSTRUCTION = 'Answer from the context.';
const MULTI_INSTRUCTION = 'Answer the question using only the documents provided.';

/** Default sample sizes per split (answerable / unanswerable for windows; answerable for multi). */
const SIZES = {
  windows: { dev: [600, 200], heldout: [300, 100] },
  multi: { dev: 400, heldout: 200 },
} as const;

interface Located {
  article: SquadArticle;
  articleIndex: number;
  paragraph: number;
  qa: SquadQa;
}

const articleName = (a: SquadArticle): string => a.title.replace(/_/g, ' ');
const partTitle = (a: SquadArticle, k: number): string => `${articleName(a)} (part ${k + 1})`;

function questions(split: Split): Located[] {
  const out: Located[] = [];
  squadArticles().forEach((article, articleIndex) => {
    if (articleSplit(articleIndex) !== split) return;
    article.paragraphs.forEach((p, paragraph) => {
      for (const qa of p.qas) out.push({ article, articleIndex, paragraph, qa });
    });
  });
  return out;
}

/** Gold answers that the titles do not already spell (those would score as kept whatever was cut). */
function answersOutside(qa: SquadQa, passages: Passage[]): string[] {
  const scaffold = normaliseAnswer(passages.map((p) => p.title).join(' | '));
  return [...new Set(qa.answers.map((a) => a.text))].filter((a) => !scaffold.includes(normaliseAnswer(a)));
}

export function windowItems(split: Split, every: number): Item[] {
  const all = questions(split);
  const [nAns, nUnans] = SIZES.windows[split];
  const chosen = [
    ...sample(all.filter((q) => !q.qa.is_impossible), nAns, `windows/${split}/answerable`),
    ...sample(all.filter((q) => q.qa.is_impossible), nUnans, `windows/${split}/unanswerable`),
  ];
  return everyNth(chosen, every).map(({ article, paragraph, qa }) => {
    const ps = article.paragraphs;
    const start = Math.max(0, Math.min(ps.length - SQUAD_WINDOW, paragraph - (paragraph % SQUAD_WINDOW)));
    const passages = ps.slice(start, start + SQUAD_WINDOW).map((p, k) => ({ title: partTitle(article, start + k), text: p.context }));
    return {
      id: `w/${qa.id}`, split, passages, question: qa.question.trim(), instruction: WINDOW_INSTRUCTION, render: 'plain',
      answers: qa.is_impossible ? [] : answersOutside(qa, passages), answerPassage: paragraph - start,
      meta: { unanswerable: qa.is_impossible, context: passages.map((p) => p.text).join('\n\n') },
    };
  });
}

/** Multi-passage items; `onTopic` draws the distractors from the question's own article. */
export function multiItems(split: Split, onTopic: boolean, every: number): Item[] {
  const variant = onTopic ? 'T' : 'R';
  const articles = squadArticles().map((article, i) => ({ article, i })).filter(({ i }) => articleSplit(i) === split);
  const answerable = questions(split).filter((q) => !q.qa.is_impossible);
  const items: Item[] = [];
  // Questions in seeded random order until the sample is full; one whose pool lacks 19
  // answer-free paragraphs (or whose answers all sit in titles) is skipped.
  for (const q of shuffle(answerable, rngFrom(`multi-${variant}/${split}`))) {
    if (items.length >= SIZES.multi[split]) break;
    const rng = rngFrom(`multi-${variant}/${q.qa.id}`);
    const gold = q.qa.answers.map((a) => a.text);
    const pool: Passage[] = onTopic
      ? q.article.paragraphs.map((p, k) => ({ title: partTitle(q.article, k), text: p.context })).filter((_, k) => k !== q.paragraph)
      : articles.filter(({ i }) => i !== q.articleIndex).flatMap(({ article }) => article.paragraphs.map((p) => ({ title: articleName(article), text: p.context })));
    const distractors = shuffle(pool.filter((p) => !holdsAnswer(p.text, gold)), rng).slice(0, PASSAGES - 1);
    if (distractors.length < PASSAGES - 1) continue;
    const target: Passage = { title: onTopic ? partTitle(q.article, q.paragraph) : articleName(q.article), text: q.article.paragraphs[q.paragraph]?.context ?? '' };
    const passages = shuffle([target, ...distractors], rng);
    const answers = answersOutside(q.qa, passages);
    if (answers.length === 0) continue;
    items.push({
      id: `m${variant}/${q.qa.id}`, split, passages, question: q.qa.question.trim(), instruction: MULTI_INSTRUCTION, render: 'numbered',
      answers, answerPassage: passages.indexOf(target),
    });
  }
  return everyNth(items, every);
}
