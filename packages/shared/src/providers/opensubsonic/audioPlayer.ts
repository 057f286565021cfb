import type { DeviceEvents, DevicePlayer, DevicePlayerOptions, DeviceState, DeviceTrack } from '../capabilities';

// UpClub's own device player for providers without one (OpenSubsonic): one HTML audio element
// that streams from the API's media proxy (Range requests, so seeking fetches only what it needs).
// It speaks the Web Playback SDK's events, so the player engine drives it exactly as it drives
// Spotify's: 'ready' once connected, and a state on every change the engine must follow.

/** The one device of this page: there is no other to tell apart or transfer from. */
export const AUDIO_DEVICE_ID = 'upclub-audio';
const ELEMENT_ID = 'upclub-audio';

/** A new stream URL is asked for once per load when the element fails (a signed URL expired during a long pause). */
const RELOADS_PER_LOAD = 1;

/** Where a track's audio is: the signed, expiring URL the API gives for it. */
export type StreamUrlOf = (trackId: string) => Promise<string>;

let element: HTMLAudioElement | null = null;
/** Elements played within a user gesture (Safari then lets them play later on their own). */
const unlocked = new WeakSet<HTMLAudioElement>();
/** The connected player, which `startPlayback` starts tracks on. */
const connection: { player: AudioDevicePlayer | null } = { player: null };

/**
 * The page's audio element, made on first use and kept in the document: it survives the player's
 * re-creation, and browsers that unlock sound per element (Safari) keep it unlocked.
 */
export function audioElement(): HTMLAudioElement {
  if (element?.isConnected) return element;
  element = document.createElement('audio');
  element.id = ELEMENT_ID;
  element.preload = 'auto';
  element.hidden = true;
  document.body.appendChild(element);
  return element;
}

/** The connected audio player, if any. */
export const activeAudioPlayer = (): AudioDevicePlayer | null => connection.player;

/** A 10 ms silent WAV: what the element plays within the first gesture to be allowed to play later. */
function silence(): string {
  const samples = 80;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // format chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true); // sample rate
  view.setUint32(28, 8000, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // 8-bit silence is the midpoint
  return `data:audio/wav;base64,${btoa(String.fromCharCode(...bytes))}`;
}

const MEDIA_EVENTS = ['play', 'playing', 'pause', 'seeked', 'loadedmetadata', 'ended', 'error'] as const;
type MediaEvent = (typeof MEDIA_EVENTS)[number];

type Listeners = { [E in keyof DeviceEvents]?: (payload: DeviceEvents[E]) => void };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A track being played: what it is, where its audio comes from, and how often it was reloaded. */
interface Load {
  track: DeviceTrack;
  streamUrl: StreamUrlOf;
  reloads: number;
}

/**
 * A `DevicePlayer` backed by the page's audio element. Its states are the SDK's: playing or
 * paused, the position and the duration in ms, and the current track; the end of a track is
 * reported as the SDK does (paused at 0), so the engine's own 2-second rules advance the list.
 */
export class AudioDevicePlayer implements DevicePlayer {
  private listeners: Listeners = {};
  private connected = false;
  private volume: number;
  private load: Load | null = null;
  /** Bumped by every start: a stream URL that arrives for an older start is dropped. */
  private generation = 0;
  /** Between a start and its source: the element's events belong to what played before. */
  private starting = false;
  /** Where to seek once the new source's metadata is known. */
  private pendingSeekMs: number | null = null;
  private readonly onMedia = (event: Event) => this.mediaEvent(event.type as MediaEvent);

  constructor(options: DevicePlayerOptions) {
    this.volume = options.volume;
  }

  // ---- DevicePlayer ----

  async connect(): Promise<boolean> {
    if (this.connected) return true;
    this.connected = true;
    if (connection.player !== this) connection.player?.disconnect();
    connection.player = this;
    const audio = audioElement();
    audio.volume = clampVolume(this.volume);
    MEDIA_EVENTS.forEach((type) => audio.addEventListener(type, this.onMedia));
    // Nothing to register anywhere: the element is the device, ready at once.
    this.emit('ready', { device_id: AUDIO_DEVICE_ID });
    return true;
  }

  disconnect(): void {
    if (!this.connected) return;
    this.connected = false;
    this.generation += 1;
    this.load = null;
    this.starting = false;
    if (connection.player === this) connection.player = null;
    const audio = audioElement();
    MEDIA_EVENTS.forEach((type) => audio.removeEventListener(type, this.onMedia));
    audio.pause();
    // Drops the source and stops its download (the way the HTML standard says to release it).
    audio.removeAttribute('src');
    audio.load();
  }

  addListener<E extends keyof DeviceEvents>(event: E, callback: (payload: DeviceEvents[E]) => void): boolean {
    (this.listeners as Record<E, (payload: DeviceEvents[E]) => void>)[event] = callback;
    return true;
  }

  removeListener(event: keyof DeviceEvents): boolean {
    delete this.listeners[event];
    return true;
  }

  async pause(): Promise<void> {
    audioElement().pause();
  }

  async resume(): Promise<void> {
    const load = this.load;
    if (!load || this.starting) return;
    const audio = audioElement();
    // A failed element (an expired URL after a long pause) plays again from a new URL.
    if (audio.error) {
      await this.restart(load, Math.round(audio.currentTime * 1000)).catch(() => this.playbackFailed());
      return;
    }
    await this.playElement();
  }

  async seek(positionMs: number): Promise<void> {
    const audio = audioElement();
    // Before the source's metadata the element cannot seek: it does once the metadata is known.
    if (this.starting || audio.readyState === audio.HAVE_NOTHING) this.pendingSeekMs = positionMs;
    else audio.currentTime = positionMs / 1000;
  }

  async setVolume(volume: number): Promise<void> {
    this.volume = volume;
    audioElement().volume = clampVolume(volume);
  }

  /** The state the player reports, read now (null before a track was started). */
  async getCurrentState(): Promise<DeviceState | null> {
    return this.state();
  }

  /** Plays faster or slower, pitch kept (the element's default), until told otherwise or a new track starts. */
  async setPlaybackRate(rate: number): Promise<void> {
    audioElement().playbackRate = rate;
  }

  /**
   * Called within the user's gesture, before a play that first waits for its stream URL: Chromium
   * lets a page play once the user has interacted with it, but Safari lets only an element that
   * was played within a gesture play later, so the first gesture plays a short silence on it.
   */
  async activateElement(): Promise<void> {
    const audio = audioElement();
    if (unlocked.has(audio) || audio.getAttribute('src')) return;
    unlocked.add(audio);
    audio.src = silence();
    try {
      await audio.play();
    } catch {
      // Refused or interrupted by the track's own source: nothing is lost, the track plays or waits for a click.
    }
  }

  // ---- starting tracks (Playback.startPlayback) ----

  /** Plays `track` from `positionMs`, its audio found by `streamUrl`; rejects when no URL could be had. */
  async start(track: DeviceTrack, streamUrl: StreamUrlOf, positionMs = 0): Promise<void> {
    await this.restart({ track, streamUrl, reloads: 0 }, positionMs);
  }

  private async restart(load: Load, positionMs: number): Promise<void> {
    const generation = ++this.generation;
    this.load = load;
    this.starting = true;
    this.pendingSeekMs = positionMs > 0 ? positionMs : null;
    const audio = audioElement();
    // What played before stops now, not when the new source comes.
    audio.pause();
    let url: string;
    try {
      url = await load.streamUrl(load.track.id ?? '');
    } catch (error) {
      if (generation === this.generation) {
        this.starting = false;
        this.load = null;
      }
      throw error;
    }
    if (generation !== this.generation) return;
    this.starting = false;
    audio.src = url;
    await this.playElement();
  }

  private async playElement(): Promise<void> {
    try {
      await audioElement().play();
    } catch (error) {
      // A newer source or a pause interrupted it; anything else (autoplay refused): the element
      // holds the track paused, and the engine shows it so until the user plays it.
      if (!isAbort(error)) this.report();
    }
  }

  // ---- the element's events ----

  private mediaEvent(type: MediaEvent): void {
    if (this.starting || !this.load) return;
    const audio = audioElement();
    switch (type) {
      case 'loadedmetadata':
        if (this.pendingSeekMs !== null) audio.currentTime = this.pendingSeekMs / 1000;
        this.pendingSeekMs = null;
        return this.report();
      case 'ended':
        return this.ended(this.load);
      case 'error':
        return this.failed(this.load);
      default:
        return this.report();
    }
  }

  /**
   * The engine advances by its own clock 2 s before the end. Should that clock have fallen behind
   * (timers slowed in a background tab), the end is its last chance: a state at the end, still
   * playing, lets it advance now. Unless it moved on, the track's last state follows, as the SDK
   * sends it: paused at 0.
   */
  private ended(load: Load): void {
    const audio = audioElement();
    if (Number.isFinite(audio.duration)) this.report({ paused: false, position: Math.round(audio.duration * 1000) });
    if (this.load !== load || this.starting) return;
    this.report({ paused: true, position: 0 });
  }

  private failed(load: Load): void {
    if (load.reloads < RELOADS_PER_LOAD) {
      const position = Math.round(audioElement().currentTime * 1000);
      this.restart({ ...load, reloads: load.reloads + 1 }, position).catch(() => this.playbackFailed());
      return;
    }
    this.playbackFailed();
  }

  private playbackFailed(): void {
    this.emit('playback_error', { message: 'The track could not be played.' });
  }

  private report(overrides: Partial<Pick<DeviceState, 'paused' | 'position'>> = {}): void {
    const state = this.state();
    if (state) this.emit('player_state_changed', { ...state, ...overrides });
  }

  private state(): DeviceState | null {
    const load = this.load;
    if (!load) return null;
    const audio = audioElement();
    // Until the metadata lets the element seek, it is where it is about to be.
    const positionMs = this.pendingSeekMs ?? audio.currentTime * 1000;
    return {
      paused: audio.paused,
      position: Math.round(positionMs),
      duration: Number.isFinite(audio.duration) ? Math.round(audio.duration * 1000) : 0,
      track_window: { current_track: load.track },
    };
  }

  private emit<E extends keyof DeviceEvents>(event: E, payload: DeviceEvents[E]): void {
    (this.listeners[event] as ((payload: DeviceEvents[E]) => void) | undefined)?.(payload);
  }
}

const clampVolume = (volume: number) => Math.max(0, Math.min(1, volume));

/** How the engine makes the audio player (the seam's `DevicePlayerFactory`). */
export const audioPlayerFactory = { Player: AudioDevicePlayer };
