import { chord, frequency, tuneOf, type Tune } from './tune';

// The server's rendering of a track's tune as PCM samples. The tune repeats every 8 bars (a
// 4-chord progression, two arpeggio patterns alternating every 4 bars), so one 8-bar cycle is
// rendered (about 20 s of sound, a few tens of milliseconds of CPU) and cached; any stretch of the track is then that cycle
// under the track's fade-in and fade-out, computed sample by sample for just the bytes asked for.
// Mono at 8 kHz keeps a 4-minute song under 4 MB as 16-bit PCM; the tune's notes stay under
// ~1.8 kHz, so nothing is lost below the 4 kHz Nyquist limit.

export const SAMPLE_RATE = 8000;
const CYCLE_BARS = 8;
const EIGHTHS_PER_BAR = 8;
/** Rendered cycles kept (each ~0.3 MB as 16-bit samples). */
const CACHE_SIZE = 24;
/** The shape of a track's loudness: starts at 35 %, full after 1.5 s of ramp, 4 s fade out. */
const START_LEVEL = 0.35;
const FADE_IN_S = 1.5;
const FADE_OUT_S = 4;
/** Loudest sample of a cycle, as a fraction of full scale. */
const HEADROOM = 0.8;

/** One period of a sine, looked up instead of computed: the cycle's hot loop runs millions of times. */
const TABLE_SIZE = 4096;
const SINE = Float32Array.from({ length: TABLE_SIZE }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));
const sine = (phase: number): number => SINE[Math.floor(phase) & (TABLE_SIZE - 1)];

function addVoice(
  out: Float32Array,
  hz: number,
  startS: number,
  lengthS: number,
  peak: number,
  attackS: number,
  triangle: boolean,
): void {
  const start = Math.round(startS * SAMPLE_RATE);
  const attack = Math.max(1, Math.round(attackS * SAMPLE_RATE));
  const decaySamples = Math.max(1, Math.round(lengthS * SAMPLE_RATE) - attack);
  // Exponential decay from the peak to -80 dB over the note, as the script's gain ramp does.
  const decay = Math.pow(0.0001 / peak, 1 / decaySamples);
  // Table steps per sample.
  const step = (hz * TABLE_SIZE) / SAMPLE_RATE;
  // A triangle's third harmonic, only where it stays below Nyquist.
  const third = triangle && hz * 3 < SAMPLE_RATE / 2 ? 1 / 9 : 0;
  const length = out.length;
  let level = 0;
  for (let i = 0; i < attack + decaySamples; i++) {
    level = i < attack ? (peak * i) / attack : level * decay;
    const phase = step * i;
    const value = third ? sine(phase) - third * sine(3 * phase) : sine(phase);
    out[(start + i) % length] += level * value;
  }
}

/** One 8-bar cycle; notes that ring past its end wrap to its start, so the loop is seamless. */
function renderCycle(tune: Tune): Int16Array {
  const eighth = 30 / tune.bpm;
  const eighths = CYCLE_BARS * EIGHTHS_PER_BAR;
  const cycle = new Float32Array(Math.round(eighths * eighth * SAMPLE_RATE));
  for (let index = 0; index < eighths; index++) {
    const t = index * eighth;
    const bar = Math.floor(index / EIGHTHS_PER_BAR);
    const step = index % EIGHTHS_PER_BAR;
    const notes = chord(tune, tune.progression[bar % tune.progression.length]);
    const tone = tune.patterns[Math.floor(bar / 4) % 2][step];
    if (tone >= 0) addVoice(cycle, frequency(notes[tone] + 12), t, eighth * 2.2, 0.12, 0.008, tune.wave === 'triangle');
    if (step === 0) {
      for (const midi of notes.slice(0, 3)) addVoice(cycle, frequency(midi), t, eighth * 8.4, 0.045, 0.35, false);
    }
    if (step === 0 || step === 4) addVoice(cycle, frequency(notes[0] - 24), t, eighth * 3.5, 0.16, 0.02, true);
  }
  let max = 0;
  for (let i = 0; i < cycle.length; i++) max = Math.max(max, Math.abs(cycle[i]));
  const scale = max > 0 ? (HEADROOM * 32767) / max : 0;
  const samples = new Int16Array(cycle.length);
  for (let i = 0; i < cycle.length; i++) samples[i] = Math.round(cycle[i] * scale);
  return samples;
}

const cycles = new Map<string, Int16Array>();

function cycleOf(trackId: string): Int16Array {
  let cycle = cycles.get(trackId);
  if (cycle) {
    // Most recently used last.
    cycles.delete(trackId);
  } else {
    cycle = renderCycle(tuneOf(trackId));
    if (cycles.size >= CACHE_SIZE) cycles.delete(cycles.keys().next().value!);
  }
  cycles.set(trackId, cycle);
  return cycle;
}

export const sampleCount = (durationMs: number): number => Math.round((durationMs * SAMPLE_RATE) / 1000);

/**
 * Samples `from` (inclusive) to `to` (exclusive) of the track, with the script's loudness shape.
 */
export function samplesOf(track: { id: string; durationMs: number }, from: number, to: number): Int16Array {
  const cycle = cycleOf(track.id);
  const out = new Int16Array(Math.max(0, to - from));
  const durationS = track.durationMs / 1000;
  // Between these the level is 1: only the edges compute it.
  const fullFrom = Math.ceil((1 - START_LEVEL) * FADE_IN_S * SAMPLE_RATE);
  const fullTo = Math.floor((durationS - FADE_OUT_S) * SAMPLE_RATE);
  let c = from % cycle.length;
  for (let i = from; i < to; i++) {
    if (i >= fullFrom && i < fullTo) {
      out[i - from] = cycle[c];
    } else {
      const t = i / SAMPLE_RATE;
      const level = Math.max(0, Math.min(1, START_LEVEL + t / FADE_IN_S, (durationS - t) / FADE_OUT_S));
      out[i - from] = Math.round(cycle[c] * level);
    }
    if (++c === cycle.length) c = 0;
  }
  return out;
}
