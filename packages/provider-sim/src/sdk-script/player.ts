// The emulator's Web Playback SDK: `window.Spotify.Player` with the real SDK's interface
// (@types/spotify-web-playback-sdk). connect() registers a device with the emulator, which then
// sends it commands (Web API `PUT me/player/play` etc.) on a Server-Sent Events stream; the
// player plays them with Web Audio (synth.ts) and reports its state back.
// Global script (no modules): served as `<prefix>/sdk/player.js` after synth.ts and common.ts.

class SimPlayer extends SimEmitter implements Spotify.Player {
  readonly _options: Spotify.PlayerInit & { id: string };
  private ctx: AudioContext | undefined;
  private master: GainNode | undefined;
  private volume: number;
  private track: Spotify.Track | null = null;
  private segment: SimSegment | null = null;
  /** Position (ms) while paused. */
  private pausedAt = 0;
  private paused = true;
  private events: EventSource | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private connected = false;
  private retryDelay = 1000;

  constructor(options: Spotify.PlayerInit) {
    super();
    this._options = { ...options, id: '' };
    this.volume = typeof options.volume === 'number' ? Math.max(0, Math.min(1, options.volume)) : 1;
  }

  // Connection

  private token(): Promise<string> {
    return new Promise((resolve) => this._options.getOAuthToken(resolve));
  }

  async connect(): Promise<boolean> {
    if (this.connected) return true;
    const AudioContextClass = simAudioContextClass();
    if (!AudioContextClass) {
      this.emit('initialization_error', { message: SIM_ERRORS.init });
      return false;
    }
    if (!this.ctx) {
      this.ctx = new AudioContextClass();
      this.master = this.ctx.createGain();
      this.master.gain.value = this.volume;
      this.master.connect(this.ctx.destination);
    }
    this.connected = true;
    const ok = await this.register();
    if (!ok) this.connected = false;
    return ok;
  }

  /** Registers the device and opens its command stream (ready follows when it is open), or emits the error. */
  private async register(): Promise<boolean> {
    const token = await this.token();
    let response: Response;
    try {
      response = await fetch(`${SIM_SDK_BASE}devices`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: this._options.name, volume: this.volume }),
      });
    } catch {
      this.scheduleReconnect();
      return false;
    }
    if (response.status === 401) {
      this.emit('authentication_error', { message: SIM_ERRORS.auth });
      return false;
    }
    if (response.status === 403) {
      this.emit('account_error', { message: SIM_ERRORS.account });
      return false;
    }
    if (!response.ok) {
      this.scheduleReconnect();
      return false;
    }
    const { device_id } = (await response.json()) as { device_id: string };
    if (!this.connected) return false;
    (this._options as { id: string }).id = device_id;
    this.retryDelay = 1000;
    this.openEvents(device_id, token);
    return true;
  }

  private openEvents(deviceId: string, token: string): void {
    this.events?.close();
    const events = new EventSource(
      `${SIM_SDK_BASE}devices/${encodeURIComponent(deviceId)}/events?access_token=${encodeURIComponent(token)}`,
    );
    this.events = events;
    // Ready once commands can reach this device (the stream reopens by itself after a blip: once).
    let announced = false;
    events.onopen = () => {
      if (announced || this.events !== events) return;
      announced = true;
      this.emit('ready', { device_id: deviceId });
    };
    events.onmessage = (message: MessageEvent<string>) => {
      try {
        this.onCommand(JSON.parse(message.data) as SimCommand);
      } catch {
        this.emit('playback_error', { message: SIM_ERRORS.playback });
      }
    };
    events.onerror = () => {
      // CONNECTING: the browser retries by itself. CLOSED: the emulator refused the stream (an
      // expired token, a forgotten device): this device is gone, register a new one.
      if (events.readyState !== EventSource.CLOSED || this.events !== events) return;
      this.events = undefined;
      this.stopTrack();
      this.emit('not_ready', { device_id: deviceId });
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.connected) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(30_000, this.retryDelay * 2);
    setTimeout(() => {
      if (this.connected && !this.events) void this.register();
    }, delay);
  }

  disconnect(): void {
    if (!this.connected) return;
    this.connected = false;
    this.events?.close();
    this.events = undefined;
    this.stopTrack();
    const deviceId = this._options.id;
    if (deviceId) {
      void this.token().then((token) =>
        fetch(`${SIM_SDK_BASE}devices/${encodeURIComponent(deviceId)}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${token}` },
          keepalive: true,
        }).catch(() => undefined),
      );
      this.emit('not_ready', { device_id: deviceId });
    }
    (this._options as { id: string }).id = '';
  }

  // Commands from the emulator

  private onCommand(command: SimCommand): void {
    switch (command.type) {
      case 'load':
        this.track = command.track;
        this.startAt(command.position_ms, command.paused);
        break;
      case 'pause':
        this.pauseHere();
        break;
      case 'resume':
        this.startAt(this.positionMs(), false);
        break;
      case 'seek':
        this.startAt(command.position_ms, this.paused);
        break;
      case 'volume':
        this.applyVolume(command.volume_percent / 100);
        return;
      case 'stop':
        this.stopTrack();
        break;
    }
    this.emitState();
  }

  // Playback

  private positionMs(): number {
    if (!this.track) return 0;
    const ms = this.segment && !this.paused ? this.segment.position() * 1000 : this.pausedAt;
    return Math.max(0, Math.min(this.track.duration_ms, Math.round(ms)));
  }

  /** Plays (or holds, when `paused`) the current track from `positionMs`. */
  private startAt(positionMs: number, paused: boolean): void {
    this.segment?.stop();
    this.segment = null;
    if (!this.track || !this.ctx || !this.master) return;
    const position = Math.max(0, Math.min(this.track.duration_ms, positionMs));
    this.pausedAt = position;
    this.paused = paused;
    if (paused) return this.stopTimer();
    this.ensureRunning();
    const tune = simTuneOf(this.track.id ?? this.track.uri);
    this.segment = new SimSegment(
      this.ctx,
      this.master,
      tune,
      this.track.duration_ms / 1000,
      position / 1000,
      this.ctx.currentTime + 0.02,
    );
    this.segment.schedule(this.ahead());
    this.startTimer();
  }

  private pauseHere(): void {
    if (this.paused) return;
    this.pausedAt = this.positionMs();
    this.paused = true;
    this.segment?.stop();
    this.segment = null;
    this.stopTimer();
  }

  private stopTrack(): void {
    this.segment?.stop();
    this.segment = null;
    this.track = null;
    this.paused = true;
    this.pausedAt = 0;
    this.stopTimer();
  }

  /** Browsers start audio only after a user gesture; the real SDK says so with autoplay_failed. */
  private ensureRunning(): void {
    const ctx = this.ctx;
    if (!ctx || ctx.state === 'running') return;
    void ctx.resume().catch(() => undefined);
    setTimeout(() => {
      if (ctx.state !== 'running' && !this.paused) this.emit('autoplay_failed');
    }, 400);
  }

  private ahead(): number {
    return document.visibilityState === 'hidden' ? SIM_AHEAD_HIDDEN_S : SIM_AHEAD_S;
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), SIM_TICK_MS);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    if (!this.segment || !this.track || this.paused) return this.stopTimer();
    this.segment.schedule(this.ahead());
    if (this.segment.position() * 1000 >= this.track.duration_ms) this.finish();
  }

  /** The end of the track: a last state paused at 0, as the real SDK sends; the emulator may load the next. */
  private finish(): void {
    const trackId = this.track?.id ?? null;
    this.segment?.stop();
    this.segment = null;
    this.paused = true;
    this.pausedAt = 0;
    this.stopTimer();
    this.emitState();
    void this.report({ ended: true, track_id: trackId });
  }

  private applyVolume(volume: number): void {
    this.volume = Math.max(0, Math.min(1, volume));
    if (this.master && this.ctx) this.master.gain.setTargetAtTime(this.volume, this.ctx.currentTime, 0.015);
  }

  // State

  private currentState(): Spotify.PlaybackState | null {
    if (!this.track) return null;
    return {
      context: { uri: null, metadata: null },
      disallows: { resuming: !this.paused, pausing: this.paused, peeking_prev: true, skipping_prev: true },
      duration: this.track.duration_ms,
      paused: this.paused,
      position: this.positionMs(),
      loading: false,
      timestamp: Date.now(),
      repeat_mode: 0,
      shuffle: false,
      restrictions: {},
      track_window: { current_track: this.track, previous_tracks: [], next_tracks: [] },
      playback_id: this.track.uid,
      playback_quality: 'NORMAL',
      playback_features: { hifi_status: 'NONE' },
    };
  }

  private emitState(): void {
    const state = this.currentState();
    if (state) this.emit('player_state_changed', state);
  }

  /** Tells the emulator what this device did by itself, so `GET me/player` stays right. */
  private async report(extra: { ended?: boolean; track_id?: string | null } = {}): Promise<void> {
    const deviceId = this._options.id;
    if (!deviceId) return;
    const token = await this.token();
    try {
      const response = await fetch(`${SIM_SDK_BASE}devices/${encodeURIComponent(deviceId)}/state`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          paused: this.paused,
          position_ms: this.positionMs(),
          track_id: this.track?.id ?? null,
          volume_percent: Math.round(this.volume * 100),
          ...extra,
        }),
      });
      if (response.status === 401) this.emit('authentication_error', { message: SIM_ERRORS.auth });
    } catch {
      // Offline: the next report or command brings the emulator up to date.
    }
  }

  // The SDK's methods

  getCurrentState(): Promise<Spotify.PlaybackState | null> {
    return Promise.resolve(this.currentState());
  }

  getVolume(): Promise<number> {
    return Promise.resolve(this.volume);
  }

  async setVolume(volume: number): Promise<void> {
    this.applyVolume(volume);
    await this.report();
  }

  async setName(name: string): Promise<void> {
    this._options.name = name;
  }

  async pause(): Promise<void> {
    if (!this.track || this.paused) return;
    this.pauseHere();
    this.emitState();
    await this.report();
  }

  async resume(): Promise<void> {
    if (!this.track || !this.paused) return;
    this.startAt(this.pausedAt, false);
    this.emitState();
    await this.report();
  }

  togglePlay(): Promise<void> {
    return this.paused ? this.resume() : this.pause();
  }

  async seek(positionMs: number): Promise<void> {
    if (!this.track) return;
    this.startAt(positionMs, this.paused);
    this.emitState();
    await this.report();
  }

  /** No queue here: the emulator moves to the next of the played uris, if any. */
  async nextTrack(): Promise<void> {
    if (!this.track) return;
    const trackId = this.track.id;
    this.pauseHere();
    this.pausedAt = 0;
    this.emitState();
    await this.report({ ended: true, track_id: trackId });
  }

  previousTrack(): Promise<void> {
    return this.seek(0);
  }

  /** Call from a click or key handler: browsers let audio start only after a user gesture. */
  async activateElement(): Promise<void> {
    const AudioContextClass = simAudioContextClass();
    if (!AudioContextClass) return;
    if (!this.ctx) {
      this.ctx = new AudioContextClass();
      this.master = this.ctx.createGain();
      this.master.gain.value = this.volume;
      this.master.connect(this.ctx.destination);
    }
    if (this.ctx.state !== 'running') await this.ctx.resume().catch(() => undefined);
  }
}

window.Spotify = { Player: SimPlayer } as unknown as typeof Spotify;
if (typeof window.onSpotifyWebPlaybackSDKReady === 'function') window.onSpotifyWebPlaybackSDKReady();
