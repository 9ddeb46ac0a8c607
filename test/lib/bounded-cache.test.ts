import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/lib/bounded-cache.js';

describe('BoundedCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new BoundedCache<number>({ maxEntries: 4 });
    for (const k of ['a', 'b', 'c', 'd']) cache.set(k, 1);
    expect(cache.get('a')).toBe(1); // far enough back to be promoted
    cache.set('e', 1);
    cache.set('f', 1);
    expect(cache.size).toBe(4);
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(false);
    expect(cache.has('f')).toBe(true);
  });

  it('bounds the total weight, and refuses an entry heavier than all of it', () => {
    const cache = new BoundedCache<string>({ maxEntries: 100, maxWeight: 10 });
    cache.set('a', 'x', 6);
    cache.set('b', 'y', 3);
    cache.set('c', 'z', 4); // 13 > 10: a goes
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
    cache.set('huge', 'w', 11);
    expect(cache.has('huge')).toBe(false);
    cache.set('b', 'y', 6); // replacing b frees its old weight: 6 + 4 fits
    expect([cache.has('b'), cache.has('c')]).toEqual([true, true]);
  });

  it('expires entries after ttlMs, or at the time set gives, on its own clock', () => {
    let t = 1000;
    const cache = new BoundedCache<string>({ maxEntries: 10, ttlMs: 100, now: () => t });
    cache.set('default', 'v');
    cache.set('until', 'v', 1, 1050);
    t = 1049;
    expect([cache.get('default'), cache.get('until')]).toEqual(['v', 'v']);
    t = 1050;
    expect([cache.get('default'), cache.get('until')]).toEqual(['v', undefined]);
    t = 1100;
    expect(cache.get('default')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never expires without a ttl, and deletes one key, matching values or everything', () => {
    const cache = new BoundedCache<{ owner: string }>({ maxEntries: 10, now: () => Number.MAX_SAFE_INTEGER });
    cache.set('k1', { owner: 'a' });
    cache.set('k2', { owner: 'b' });
    cache.set('k3', { owner: 'a' });
    expect(cache.get('k1')).toEqual({ owner: 'a' });
    cache.deleteWhere((v) => v.owner === 'a');
    expect([cache.has('k1'), cache.has('k2'), cache.has('k3')]).toEqual([false, true, false]);
    cache.delete('k2');
    expect(cache.size).toBe(0);
    cache.set('k4', { owner: 'c' });
    cache.clear();
    expect(cache.has('k4')).toBe(false);
  });

  it('takes keys of any type', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2 });
    cache.set(42, 'answer');
    expect(cache.get(42)).toBe('answer');
  });
});
