/**
 * A small replay of a generated agent conversation in each front door's wire format, through
 * the same measurement as the eval's SWE-agent format replays (eval/format-replay.ts): the
 * compressed requests stay byte-stable prefixes of each other, no signal line is lost,
 * nothing but text changes, and compression saves tokens and money with caching.
 */
import { describe, expect, it } from 'vitest';
import { automaticCacheCost, breakpointCacheCost, REPLAY_FORMATS, runFormatReplay } from '../../eval/format-replay.js';
import { agentConversation } from './agent-conversation.js';

const units = (sizes: number[], breakpoints: number[] = []) => ({
  units: sizes.map((n, i) => `${i}:${'word '.repeat(n)}`),
  texts: [],
  output: [],
  breakpoints,
});

describe('format replays', () => {
  for (const format of REPLAY_FORMATS) {
    for (const observations of [false, true]) {
      it(`${format}${observations ? ' (tool output as user turns)' : ''}: 0 prefix breaks, 0 signal lines lost, only text changed, tokens and cost saved`, () => {
        const messages = agentConversation({ seed: observations ? 7 : 3, turns: 6, observations });
        const r = runFormatReplay(format, messages, 'balanced');
        expect(r.requests).toBeGreaterThanOrEqual(6);
        expect(r.prefixBreaks).toBe(0);
        expect(r.signalLost).toEqual([]);
        expect(r.untouchedViolations).toBe(0);
        expect(r.tokensAfter).toBeLessThan(r.tokensBefore * 0.8);
        expect(r.costAfter).toBeLessThan(r.costBefore);
      });
    }
  }

  it('prices Anthropic’s cache by breakpoints: a write at 1.25×, a read at 0.1× only of an earlier breakpoint’s prefix', () => {
    const first = units([600, 600], [2]);
    const grown = units([600, 600, 600], [3]);
    const { cost } = breakpointCacheCost([first, grown]);
    const t = (r: typeof first, n: number) => breakpointCacheCost([{ ...r, units: r.units.slice(0, n), breakpoints: [] }]).tokens;
    const [a, b] = [t(first, 2), t(grown, 3)];
    expect(cost).toBeCloseTo(1.25 * a + 0.1 * a + 1.25 * (b - a), 5);
    const changed = { ...grown, units: ['changed', ...grown.units.slice(1)] };
    expect(breakpointCacheCost([first, changed]).cost).toBeCloseTo(1.25 * a + 1.25 * t(changed, 3), 5);
  });

  it('prices OpenAI’s automatic cache by the shared token prefix, from 1,024 tokens in steps of 128', () => {
    const first = units([700, 700]);
    const { tokens: a } = automaticCacheCost([first]);
    const { cost } = automaticCacheCost([first, first]);
    expect(cost).toBeCloseTo(a + (a - Math.floor(a / 128) * 128) + 0.1 * Math.floor(a / 128) * 128, 5);
    const small = units([100]);
    expect(automaticCacheCost([small, small]).cost).toBe(2 * automaticCacheCost([small]).tokens);
  });
});
