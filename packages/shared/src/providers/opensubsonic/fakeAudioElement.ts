// Tests only: jsdom's media elements do not play (play, pause and load are not implemented), so
// this stands in for a browser's: it keeps paused, position, duration and error, and raises the
// media events a browser raises, at once, so a test reads the audio player's reports in order.

/** The audio element of the page, driven by hand. `calls` records what the player asked of it. */
export class FakeAudioElement {
  paused = true;
  currentTime = 0;
  duration = NaN;
  readyState = 0;
  error: { code: number } | null = null;
  /** How the next play() ends: 'play' plays, 'refuse' is the browser's autoplay refusal. */
  nextPlay: 'play' | 'refuse' = 'play';
  calls: string[] = [];

  constructor(readonly audio: HTMLAudioElement) {
    const state = (key: 'paused' | 'duration' | 'readyState' | 'error') => ({
      configurable: true,
      get: () => this[key],
    });
    Object.defineProperties(audio, {
      paused: state('paused'),
      duration: state('duration'),
      readyState: state('readyState'),
      error: state('error'),
      currentTime: {
        configurable: true,
        get: () => this.currentTime,
        set: (seconds: number) => {
          this.currentTime = seconds;
          this.calls.push(`seek ${Math.round(seconds * 1000)}`);
          // A seek with metadata known completes; before, the element keeps it until it loads.
          if (this.readyState > 0) this.fire('seeked');
        },
      },
      play: { configurable: true, value: () => this.play() },
      pause: { configurable: true, value: () => this.pause() },
      load: { configurable: true, value: () => void this.calls.push('load') },
    });
    // A new source starts from nothing.
    const srcSetter = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')?.set;
    Object.defineProperty(audio, 'src', {
      configurable: true,
      get: () => audio.getAttribute('src') ?? '',
      set: (url: string) => {
        srcSetter?.call(audio, url);
        this.calls.push(`src ${url.startsWith('data:') ? 'silence' : url}`);
        Object.assign(this, { paused: true, currentTime: 0, duration: NaN, readyState: 0, error: null });
      },
    });
  }

  fire(type: string): void {
    this.audio.dispatchEvent(new Event(type));
  }

  private play(): Promise<void> {
    this.calls.push('play');
    if (this.nextPlay === 'refuse') {
      this.nextPlay = 'play';
      return Promise.reject(new DOMException('The user has not interacted with the page.', 'NotAllowedError'));
    }
    if (this.paused) {
      this.paused = false;
      this.fire('play');
      if (this.readyState > 0) this.fire('playing');
    }
    return Promise.resolve();
  }

  private pause(): void {
    this.calls.push('pause');
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  /** The source's metadata arrived: its duration is known, and it starts if it was asked to play. */
  loadMetadata(durationMs: number): void {
    this.duration = durationMs / 1000;
    this.readyState = 1;
    this.fire('loadedmetadata');
    if (!this.paused) this.fire('playing');
  }

  /** Played on to `positionMs` (no event: browsers only raise throttled timeupdates meanwhile). */
  playTo(positionMs: number): void {
    this.currentTime = positionMs / 1000;
  }

  /** The track played to its end: a browser pauses the element, then says it ended. */
  end(): void {
    this.currentTime = this.duration;
    this.paused = true;
    this.fire('pause');
    this.fire('ended');
  }

  /** The source failed (MEDIA_ERR_NETWORK: the download broke off). */
  fail(): void {
    this.error = { code: 2 };
    this.fire('error');
  }
}
