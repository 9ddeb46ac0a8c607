/**
 * @module compress/material-labels
 * The labels and headings a material's records repeat (`Price:` line after line, `### Document n`,
 * `Source 3:`), and the test that sends a piece cut from the material's edge back to it when the
 * piece repeats them: it is the material's first or last record, not the asker's words.
 */
import { QUESTION_MARK, SLOT, isEdgeParagraph } from './query-edges.js';

const LINE_LABEL = /^[ \t]*([\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40})[:：]/gmu;
/** A label, not a time's colon (`Jon Whitfield  10:05 AM`): a form's fields are named, never timed. */
const FORM_LABEL = /^[ \t]*([\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40})[:：](?!\p{N})/gmu;

/** A label as records share it: `Source 3:` and `তথ্যসূত্র 20:` are one label each, whatever their number. */
export const labelKey = (label: string): string => label.toLowerCase().replace(/\p{N}+/gu, '0');

/**
 * How often each field label starts a line of the material (`Price:`, `From:`, `Q:`) — a chat's
 * `Maya Okafor  10:` too, whose lines it opens again and again (with `times`).
 */
export function materialLabels(material: string, times = true): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of material.matchAll(times ? LINE_LABEL : FORM_LABEL)) {
    const label = labelKey(m[1] ?? '');
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return counts;
}

/**
 * A paragraph at the edge that repeats the material's own shape is the material's last (or
 * first) record, not the asker's: a field whose label starts lines of the material again and
 * again (`Price: $646.49` after a catalogue of `Price:` lines, an e-mail's `From:`) unless its
 * value asks a question or is blank, or a heading of the level the material's sections use.
 */
export function repeatsMaterial(paragraph: string, labels: Map<string, number>, headings: Map<string, number>): boolean {
  return paragraph.split('\n').some((line) => {
    const heading = /^\s{0,3}(#{1,6})\s/.exec(line) ?? LATEX_HEADING.exec(line);
    // A heading that is a blank to fill (`## Réponse :`) is the asker's form too.
    if (heading) return !SLOT.test(line) && (headings.get(heading[1] ?? '') ?? 0) >= 2;
    const field = /^[ \t]*([\p{L}][\p{L}\p{M}\p{N} _'’-]{0,40})[:：]\s*(.*)$/u.exec(line);
    // A blank to fill (`Answer:`) is the asker's form, however often the material fills it in.
    const value = (field?.[2] ?? '').trim();
    return field !== null && value !== '' && !QUESTION_MARK.test(value) && (labels.get(labelKey(field[1] ?? '')) ?? 0) >= 2;
  });
}

/** Lines cut from the material's edge that repeat its shape (a ticket's `Title:` / `Priority:` lines) are its record. */
export function isRecordOf(piece: string, material: string): boolean {
  return repeatsMaterial(piece, materialLabels(material), headingLevels(material));
}

/** The labels of a text's field lines (`Question:`, `Answer:`), lower-cased: a post's time (`10:05 AM`) is none. */
export function fieldLabels(text: string): Set<string> {
  return new Set(materialLabels(text, false).keys());
}

/** A LaTeX draft's sectioning command (`\section{…}`), a heading as markdown's `##` is. */
const LATEX_HEADING = /^\s*(\\(?:(?:sub){0,2}section|chapter|paragraph))\*?\{/;

export function headingLevels(material: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of material.matchAll(/^\s{0,3}(#{1,6})\s+\S/gm)) counts.set(m[1] ?? '', (counts.get(m[1] ?? '') ?? 0) + 1);
  for (const m of material.matchAll(new RegExp(LATEX_HEADING.source, 'gm'))) counts.set(m[1] ?? '', (counts.get(m[1] ?? '') ?? 0) + 1);
  return counts;
}

/**
 * The heading levels that head the material's records: a level that opens three paragraphs or
 * more (an FAQ's `### Question?` sections), or a heading over a paragraph of material, or alone
 * above one (`### Document 3` / its text). The asker's own sections (`### Pokyny` over six short
 * rules, `### Podklady` over the documents) are two at most and head one record at most, so the
 * `### Otázka` section after the documents is not taken for one more record.
 */
export function recordHeadingLevels(body: string): Map<string, number> {
  const paragraphs = body.split(/\n[ \t]*\n/);
  const all = new Map<string, number>();
  const heading = new Map<string, number>();
  paragraphs.forEach((p, k) => {
    const level = /^\s{0,3}(#{1,6})\s+\S/.exec(p)?.[1] ?? LATEX_HEADING.exec(p)?.[1];
    if (level === undefined) return;
    all.set(level, (all.get(level) ?? 0) + 1);
    const next = paragraphs[k + 1];
    const alone = !p.trim().includes('\n');
    if (!isEdgeParagraph(p) || (alone && next !== undefined && !isEdgeParagraph(next))) heading.set(level, (heading.get(level) ?? 0) + 1);
  });
  return new Map([...all].map(([level, n]) => [level, n >= MANY_SECTIONS ? n : heading.get(level) ?? 0]));
}
const MANY_SECTIONS = 3;
