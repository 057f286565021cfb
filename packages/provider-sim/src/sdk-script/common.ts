// What the emulator's player script's parts share: its commands, constants, errors and the
// listener registry of the SDK's interface. Global script (no modules): served after synth.ts and
// before player.ts, all in one function scope (src/sdk/routes.ts).

type SimListener = (arg: never) => void;

type SimCommand =
  | { type: 'load'; track: Spotify.Track; position_ms: number; paused: boolean }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'seek'; position_ms: number }
  | { type: 'volume'; volume_percent: number }
  | { type: 'stop' };

/** The emulator's sdk routes, beside this script (…/provider/sdk/). */
const SIM_SDK_BASE = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL('.', src).href : new URL('/provider/sdk/', location.href).href;
})();

/** How far ahead notes are scheduled: short for instant pause/seek, longer when timers are throttled. */
const SIM_AHEAD_S = 0.3;
const SIM_AHEAD_HIDDEN_S = 2.5;
const SIM_TICK_MS = 50;

const SIM_ERRORS = {
  init: 'Failed to initialize player: this browser has no Web Audio',
  auth: 'Authentication failed',
  account: 'This functionality is restricted to premium users only',
  playback: 'Playback failed',
} as const;

type SimAudioContextClass = typeof AudioContext;

function simAudioContextClass(): SimAudioContextClass | undefined {
  const w = window as unknown as { AudioContext?: SimAudioContextClass; webkitAudioContext?: SimAudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** The SDK's listener registry (addListener, on, removeListener); a failing listener stops nothing. */
class SimEmitter {
  private listeners = new Map<string, Set<SimListener>>();

  readonly addListener = ((event: string, cb: SimListener) => {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb);
    return true;
  }) as Spotify.AddListenerFn;

  readonly on = this.addListener;

  removeListener(event: string, cb?: SimListener): void {
    if (cb) this.listeners.get(event)?.delete(cb);
    else this.listeners.delete(event);
  }

  protected emit(event: string, arg?: unknown): void {
    for (const cb of [...(this.listeners.get(event) ?? [])]) {
      try {
        (cb as (a: unknown) => void)(arg);
      } catch (error) {
        // A failing listener must not stop the player or the other listeners.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }
}
