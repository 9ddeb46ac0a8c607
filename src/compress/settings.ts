/**
 * @module compress/settings
 * What each level does, as numbers. Lossy knobs are null for the lossless level. Ratios were
 * chosen by measurement on the public eval sets (docs/compression.md), not by taste.
 */
import type { CompressionLevel } from './levels.js';

export interface LevelSettings {
  lossy: boolean;
  /** Share of reference prose tokens kept by query-aware sentence selection. */
  keepRatio: number;
  /** Share of material tokens kept when it is selected passage by passage. */
  passageKeepRatio: number;
  /** Prose shorter than this (tokens) is never selected from. */
  minProseTokens: number;
  log: { minLines: number; context: number; head: number; tail: number; relevant: number };
  /** JSON arrays longer than this are sampled (objects: twice this many keys). */
  jsonMaxItems: number;
  /** Share of long unfenced code in tool output kept (whole passages), and from how many lines. */
  codeKeepRatio: number;
  codeMinLines: number;
}

const LOSSLESS: LevelSettings = {
  lossy: false,
  keepRatio: 1,
  passageKeepRatio: 1,
  minProseTokens: Infinity,
  log: { minLines: Infinity, context: 0, head: 0, tail: 0, relevant: 0 },
  jsonMaxItems: Infinity,
  codeKeepRatio: 1,
  codeMinLines: Infinity,
};

export const LEVEL_SETTINGS: Record<Exclude<CompressionLevel, 'off'>, LevelSettings> = {
  lossless: LOSSLESS,
  balanced: {
    lossy: true,
    keepRatio: 0.4,
    passageKeepRatio: 0.26,
    minProseTokens: 250,
    log: { minLines: 30, context: 2, head: 8, tail: 8, relevant: 10 },
    jsonMaxItems: 16,
    codeKeepRatio: 0.5,
    codeMinLines: 40,
  },
  aggressive: {
    lossy: true,
    keepRatio: 0.22,
    passageKeepRatio: 0.2,
    minProseTokens: 150,
    log: { minLines: 16, context: 1, head: 4, tail: 5, relevant: 6 },
    jsonMaxItems: 8,
    codeKeepRatio: 0.35,
    codeMinLines: 24,
  },
};
