// The emulator's "recordings": each track is a gentle generated piece of its real length, the
// same every time for the same id (key, tempo, chords, arpeggio and tone derived from the id).
// Global script (no modules): compiled with player.ts into dist/sdk-script/player.js.

interface SimTune {
  bpm: number;
  /** MIDI note of the key's root, around middle C. */
  root: number;
  scale: number[];
  /** Scale degrees of the chords, one per bar, looping. */
  progression: number[];
  /** Arpeggio: chord-tone index per eighth note (3 = root an octave up, -1 = rest), two patterns alternating by phrase. */
  patterns: number[][];
  wave: OscillatorType;
  cutoff: number;
  detune: number;
}

const SIM_MAJOR = [0, 2, 4, 5, 7, 9, 11];
const SIM_MINOR = [0, 2, 3, 5, 7, 8, 10];
const SIM_MAJOR_PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [0, 3, 0, 4],
  [5, 3, 0, 4],
  [0, 2, 3, 4],
];
const SIM_MINOR_PROGRESSIONS = [
  [0, 5, 2, 6],
  [0, 3, 4, 0],
  [0, 6, 5, 4],
  [0, 5, 3, 4],
];
const SIM_PATTERNS = [
  [0, 1, 2, 1, 0, 1, 2, 3],
  [0, 2, 1, 2, 3, 2, 1, 2],
  [0, 1, 2, 3, 2, 1, 0, -1],
  [0, -1, 2, 1, 3, -1, 2, 1],
  [2, 1, 0, 1, 2, 3, 2, -1],
];

function simHash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function simRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function simTuneOf(trackId: string): SimTune {
  const next = simRandom(simHash(trackId));
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const minor = next() < 0.4;
  const first = pick(SIM_PATTERNS);
  return {
    bpm: 70 + Math.floor(next() * 40),
    root: 55 + Math.floor(next() * 10),
    scale: minor ? SIM_MINOR : SIM_MAJOR,
    progression: pick(minor ? SIM_MINOR_PROGRESSIONS : SIM_MAJOR_PROGRESSIONS),
    patterns: [first, pick(SIM_PATTERNS)],
    wave: pick<OscillatorType>(['sine', 'triangle', 'triangle', 'sine']),
    cutoff: 1100 + Math.floor(next() * 1700),
    detune: 3 + Math.floor(next() * 9),
  };
}

const simFrequency = (midi: number) => 440 * Math.pow(2, (midi - 69) / 12);

/** MIDI notes of the triad on scale degree `degree` (with the root an octave up as a 4th tone). */
function simChord(tune: SimTune, degree: number): number[] {
  const note = (step: number) => {
    const octave = Math.floor(step / tune.scale.length);
    return tune.root + tune.scale[step % tune.scale.length] + 12 * octave;
  };
  return [note(degree), note(degree + 2), note(degree + 4), note(degree) + 12];
}

/**
 * Plays one track from a position: schedules its notes a little ahead of time on the audio
 * clock, into its own gain node so that stopping silences what was already scheduled.
 */
class SimSegment {
  private readonly out: GainNode;
  private readonly sources: AudioScheduledSourceNode[] = [];
  private readonly eighth: number;
  private nextEighth: number;
  private stopped = false;

  constructor(
    private readonly ctx: AudioContext,
    destination: AudioNode,
    private readonly tune: SimTune,
    private readonly durationS: number,
    /** Track position (s) heard at audio time `startAt`. */
    readonly startPos: number,
    readonly startAt: number,
  ) {
    this.out = ctx.createGain();
    this.out.gain.setValueAtTime(0, startAt);
    this.out.gain.linearRampToValueAtTime(1, startAt + 0.04);
    this.out.connect(destination);
    this.eighth = 60 / tune.bpm / 2;
    this.nextEighth = Math.ceil(startPos / this.eighth - 1e-6);
  }

  /** Track position (s) now. */
  position(): number {
    return this.startPos + Math.max(0, this.ctx.currentTime - this.startAt);
  }

  /** Schedules the notes that start within `aheadS` seconds from now. */
  schedule(aheadS: number): void {
    if (this.stopped) return;
    const until = this.position() + aheadS;
    while (this.nextEighth * this.eighth < Math.min(until, this.durationS)) {
      this.note(this.nextEighth);
      this.nextEighth++;
    }
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    const now = this.ctx.currentTime;
    this.out.gain.cancelScheduledValues(now);
    this.out.gain.setValueAtTime(this.out.gain.value, now);
    this.out.gain.linearRampToValueAtTime(0, now + 0.03);
    for (const source of this.sources) {
      try {
        source.stop(now + 0.05);
      } catch {
        // Already stopped.
      }
    }
    setTimeout(() => this.out.disconnect(), 200);
  }

  /** Loudness at track time t: a soft start and a long fade at the end. */
  private shape(t: number): number {
    return Math.max(0, Math.min(1, 0.35 + t / 1.5, (this.durationS - t) / 4));
  }

  private note(index: number): void {
    const t = index * this.eighth;
    const when = this.startAt + (t - this.startPos);
    const bar = Math.floor(index / 8);
    const step = index % 8;
    const chord = simChord(this.tune, this.tune.progression[bar % this.tune.progression.length]);
    const level = this.shape(t);
    if (level <= 0) return;
    const pattern = this.tune.patterns[Math.floor(bar / 4) % 2];
    const tone = pattern[step];
    if (tone >= 0)
      this.voice(simFrequency(chord[tone] + 12), when, this.eighth * 2.2, 0.12 * level, this.tune.wave, 0.008);
    if (step === 0) {
      for (const midi of chord.slice(0, 3))
        this.voice(simFrequency(midi), when, this.eighth * 8.4, 0.045 * level, 'sine', 0.35);
    }
    if (step === 0 || step === 4)
      this.voice(simFrequency(chord[0] - 24), when, this.eighth * 3.5, 0.16 * level, 'triangle', 0.02);
  }

  private voice(
    frequency: number,
    when: number,
    length: number,
    peak: number,
    wave: OscillatorType,
    attack: number,
  ): void {
    const ctx = this.ctx;
    const start = Math.max(when, ctx.currentTime);
    const osc = ctx.createOscillator();
    osc.type = wave;
    osc.frequency.setValueAtTime(frequency, start);
    osc.detune.setValueAtTime((Math.random() - 0.5) * this.tune.detune, start);
    const filter = ctx.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(this.tune.cutoff, start);
    filter.Q.setValueAtTime(0.7, start);
    const env = ctx.createGain();
    env.gain.setValueAtTime(0.0001, start);
    env.gain.linearRampToValueAtTime(peak, start + attack);
    env.gain.exponentialRampToValueAtTime(0.0001, start + length);
    osc.connect(filter).connect(env).connect(this.out);
    osc.start(start);
    osc.stop(start + length + 0.05);
    this.sources.push(osc);
    osc.onended = () => {
      const i = this.sources.indexOf(osc);
      if (i >= 0) this.sources.splice(i, 1);
      env.disconnect();
    };
  }
}
