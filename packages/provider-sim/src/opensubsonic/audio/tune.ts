// A track's tune, derived from its id exactly as the player script derives it
// (src/sdk-script/synth.ts: same hash, same generator, same tables, same order of draws), so a
// song sounds in the same key and tempo on both faces of the emulator. The script is a global
// browser file and cannot be imported here; keep the two in step.

export interface Tune {
  bpm: number;
  /** MIDI note of the key's root, around middle C. */
  root: number;
  scale: readonly number[];
  /** Scale degrees of the chords, one per bar, looping. */
  progression: readonly number[];
  /** Arpeggio: chord-tone index per eighth note (3 = root an octave up, -1 = rest), alternating by phrase. */
  patterns: ReadonlyArray<readonly number[]>;
  /** The arpeggio's timbre: a sine, or a triangle (odd harmonics). */
  wave: 'sine' | 'triangle';
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const MAJOR_PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [0, 3, 0, 4],
  [5, 3, 0, 4],
  [0, 2, 3, 4],
];
const MINOR_PROGRESSIONS = [
  [0, 5, 2, 6],
  [0, 3, 4, 0],
  [0, 6, 5, 4],
  [0, 5, 3, 4],
];
const PATTERNS = [
  [0, 1, 2, 1, 0, 1, 2, 3],
  [0, 2, 1, 2, 3, 2, 1, 2],
  [0, 1, 2, 3, 2, 1, 0, -1],
  [0, -1, 2, 1, 3, -1, 2, 1],
  [2, 1, 0, 1, 2, 3, 2, -1],
];

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function tuneOf(trackId: string): Tune {
  const next = random(hash(trackId));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const minor = next() < 0.4;
  const first = pick(PATTERNS);
  return {
    bpm: 70 + Math.floor(next() * 40),
    root: 55 + Math.floor(next() * 10),
    scale: minor ? MINOR : MAJOR,
    progression: pick(minor ? MINOR_PROGRESSIONS : MAJOR_PROGRESSIONS),
    patterns: [first, pick(PATTERNS)],
    wave: pick(['sine', 'triangle', 'triangle', 'sine'] as const),
  };
}

export const frequency = (midi: number): number => 440 * Math.pow(2, (midi - 69) / 12);

/** MIDI notes of the triad on scale degree `degree`, with the root an octave up as a 4th tone. */
export function chord(tune: Tune, degree: number): number[] {
  const note = (step: number) => {
    const octave = Math.floor(step / tune.scale.length);
    return tune.root + tune.scale[step % tune.scale.length] + 12 * octave;
  };
  return [note(degree), note(degree + 2), note(degree + 4), note(degree) + 12];
}
