/** A seeded pseudo-random generator: the same seed gives the same sequence on every start. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
}

// Module-level aliases: looking up the global Math is slow inside jest's sandbox.
const { floor, imul } = Math;

/** 32-bit FNV-1a: turns a string seed into a number seed. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and well distributed enough for a fake catalogue. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + floor(next() * (max - min + 1)),
    pick: (items) => items[floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A 22-character base62 id like the real service's. */
export function base62Id(random: Random): string {
  const codes = new Array<number>(22);
  for (let i = 0; i < 22; i++) codes[i] = BASE62.charCodeAt(floor(random.next() * 62));
  return String.fromCharCode(...codes);
}

export const BASE62_ID = /^[0-9A-Za-z]{22}$/;
