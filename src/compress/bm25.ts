/**
 * @module compress/bm25
 * Okapi BM25 over pre-extracted term lists: the one ranking function shared by sentence,
 * passage and item selection.
 */
const K1 = 1.2;
const B = 0.75;

export function idfTable(docs: string[][]): Map<string, number> {
  const df = new Map<string, number>();
  for (const terms of docs) for (const t of new Set(terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [t, n] of df) idf.set(t, Math.log(1 + (docs.length - n + 0.5) / (n + 0.5)));
  return idf;
}

/** BM25 score of every document for the query terms (idf from these documents unless given). */
export function bm25Scores(docs: string[][], queryTerms: string[], idf: Map<string, number> = idfTable(docs)): number[] {
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length);
  return docs.map((terms) => {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const q of queryTerms) {
      const f = tf.get(q);
      if (!f) continue;
      score += (idf.get(q) ?? 0) * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * terms.length) / Math.max(1, avg))));
    }
    return score;
  });
}
