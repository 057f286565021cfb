import { Lru } from './lru';

describe('Lru', () => {
  it('answers what was stored until it expires', () => {
    let now = 0;
    const lru = new Lru<string, number>(10, 1_000, () => now);
    lru.set('a', 1);
    lru.set('b', 2, 5_000);
    expect(lru.get('a')).toBe(1);
    now = 1_000;
    expect(lru.get('a')).toBeUndefined();
    expect(lru.size).toBe(1);
    expect(lru.get('b')).toBe(2);
  });

  it('drops the oldest entry not read since it was stored once full', () => {
    const lru = new Lru<string, number>(3, 60_000);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1);
    lru.set('d', 4);
    // a was read: it stays (moved behind d); b, the oldest unread, goes.
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('d')]).toEqual([1, undefined, 3, 4]);
    expect(lru.size).toBe(3);
  });

  it('gives a read entry one second chance, and never drops the entry just stored', () => {
    const lru = new Lru<string, number>(2, 60_000);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.get('b');
    lru.set('c', 3);
    // a and b had both been read: each was passed over once (unmarked), c was kept, then a, the
    // oldest again, went.
    expect(lru.get('c')).toBe(3);
    lru.set('d', 4);
    // c was read since; b was not (passed over before): b goes.
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.get('d')]).toEqual([undefined, undefined, 3, 4]);
    expect(lru.size).toBe(2);
  });

  it('stores a key again as new, and deletes by key, by match and all', () => {
    const lru = new Lru<string, number>(2, 60_000);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 10);
    lru.set('c', 3);
    // a was stored again after b: b is the oldest and goes.
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual([10, undefined, 3]);
    lru.deleteWhere((value) => value === 3);
    expect(lru.get('c')).toBeUndefined();
    lru.delete('a');
    expect(lru.size).toBe(0);
    lru.set('x', 1);
    lru.clear();
    expect(lru.size).toBe(0);
  });

  it('counts its reads: a live entry is a hit, a missing or expired one a miss', () => {
    let now = 0;
    const lru = new Lru<string, number>(10, 1_000, () => now);
    lru.set('a', 1);
    lru.get('a');
    lru.get('b');
    now = 1_000;
    lru.get('a');
    expect({ hits: lru.hits, misses: lru.misses }).toEqual({ hits: 1, misses: 2 });
  });
});
