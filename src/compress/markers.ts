/**
 * @module compress/markers
 * Every marker text the compressor inserts, in one place, so the model sees one consistent
 * vocabulary and the eval can tell markers from content. All start with "[…" (or "…" for
 * sentence gaps and JSON items) and state exact counts.
 */
export const repeatedLine = (n: number): string => `[… previous line repeated ${n} more times]`;
export const duplicateLines = (lines: number, where: string): string => `[… ${lines} lines identical to earlier output in ${where} …]`;
export const omittedLines = (n: number): string => `[… ${n} lines omitted …]`;
export const similarLines = (n: number): string => `[… ${n} similar lines omitted …]`;
export const omittedPassages = (n: number): string => `[… ${n} ${n === 1 ? 'passage' : 'passages'} omitted …]`;
export const omittedSentences = (n: number): string => `[… ${n} ${n === 1 ? 'sentence' : 'sentences'} omitted …]`;
export const omittedItems = (n: number): string => `… ${n} more items omitted`;
export const omittedOutput = (tokens: number): string => `[… tool output omitted (${tokens} tokens): not among the results that match the question …]`;
export const omittedPart = (tokens: number): string => `[… content part omitted (${tokens} tokens): not among the passages that match the question …]`;
export const omittedMessage = (tokens: number): string => `[… message omitted (${tokens} tokens): not among the passages that match the question …]`;
