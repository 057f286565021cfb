import { randomBytes } from 'node:crypto';
import { getCatalogue, imageObjects, type CatalogueTrack } from '../catalogue';

/** The Web Playback SDK's `Spotify.Track` as the player script shows it. */
export interface SdkTrack {
  album: { name: string; uri: string; images: Array<{ url: string; height: number; width: number }> };
  artists: Array<{ name: string; uri: string; url: string }>;
  duration_ms: number;
  id: string;
  is_playable: boolean;
  name: string;
  uid: string;
  uri: string;
  media_type: 'audio';
  type: 'track';
  track_type: 'audio';
  linked_from: { uri: null; id: null };
}

/** What the emulator tells a player script to do (sent on the device's event stream). */
export type DeviceCommand =
  | { type: 'load'; track: SdkTrack; position_ms: number; paused: boolean }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'seek'; position_ms: number }
  | { type: 'volume'; volume_percent: number }
  /** Playback moved to another device or the device was dropped: go quiet, forget the track. */
  | { type: 'stop' };

export interface Device {
  id: string;
  accountId: string;
  name: string;
  volumePercent: number;
}

export interface Playback {
  deviceId: string;
  uris: string[];
  index: number;
  isPlaying: boolean;
  /** Position at `at` (ms since epoch, the emulator's clock). */
  progressMs: number;
  at: number;
}

export class PlayerError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

export const PLAYER_MESSAGES = {
  noActiveDevice: 'Player command failed: No active device found',
  deviceNotFound: 'Device not found',
  nothingToPlay: 'Player command failed: Nothing to play',
  invalidUri: 'Invalid track uri',
} as const;

/** A device whose script went away is forgotten after this long (the stream reconnects sooner). */
export const DEVICE_GRACE_MS = 20_000;

const TRACK_URI = /^spotify:track:([0-9A-Za-z]{22})$/;

export function trackIdOfUri(uri: string): string | undefined {
  const id = TRACK_URI.exec(uri)?.[1];
  return id && getCatalogue().track(id) ? id : undefined;
}

export function sdkTrack(track: CatalogueTrack, publicUrl: string): SdkTrack {
  const catalogue = getCatalogue();
  const album = catalogue.album(track.albumId)!;
  return {
    album: {
      name: album.name,
      uri: `spotify:album:${album.id}`,
      images: imageObjects(publicUrl, 'album', album.id).map(({ url, height, width }) => ({
        url,
        height: height!,
        width: width!,
      })),
    },
    artists: track.artistIds.map((id) => ({
      name: catalogue.artist(id)!.name,
      uri: `spotify:artist:${id}`,
      url: `${publicUrl}/v1/artists/${id}`,
    })),
    duration_ms: track.durationMs,
    id: track.id,
    is_playable: true,
    name: track.name,
    uid: track.id.slice(0, 16),
    uri: `spotify:track:${track.id}`,
    media_type: 'audio',
    type: 'track',
    track_type: 'audio',
    linked_from: { uri: null, id: null },
  };
}

type Listener = (command: DeviceCommand) => void;

/**
 * Devices (one per connected player script) and each account's playback: the Web API's player
 * routes change it and send the device its commands; the script reports back what it did.
 */
export class PlayerHub {
  private devices = new Map<string, Device>();
  private listeners = new Map<string, Set<Listener>>();
  private goneTimers = new Map<string, NodeJS.Timeout>();
  private active = new Map<string, string>();
  private playbacks = new Map<string, Playback>();

  constructor(
    private readonly now: () => number,
    private readonly publicUrl: string,
  ) {}

  register(accountId: string, name: string, volumePercent: number): Device {
    const device: Device = {
      id: randomBytes(20).toString('hex'),
      accountId,
      name: name.slice(0, 100) || 'Web Player',
      volumePercent,
    };
    this.devices.set(device.id, device);
    // Forgotten unless its script opens the event stream soon.
    this.scheduleGone(device.id);
    return device;
  }

  device(id: string): Device | undefined {
    return this.devices.get(id);
  }

  /** The device of that account, or a 404. */
  ownDevice(accountId: string, id: string): Device {
    const device = this.devices.get(id);
    if (!device || device.accountId !== accountId) throw new PlayerError(404, PLAYER_MESSAGES.deviceNotFound);
    return device;
  }

  activeDevice(accountId: string): Device | undefined {
    const id = this.active.get(accountId);
    return id ? this.devices.get(id) : undefined;
  }

  playback(accountId: string): Playback | undefined {
    return this.playbacks.get(accountId);
  }

  /** Where the playback is now (its position moves while it plays). */
  progress(playback: Playback): number {
    const track = this.currentTrack(playback);
    const elapsed = playback.isPlaying ? this.now() - playback.at : 0;
    return Math.max(0, Math.min(track?.durationMs ?? 0, Math.round(playback.progressMs + elapsed)));
  }

  currentTrack(playback: Playback): CatalogueTrack | undefined {
    const id = trackIdOfUri(playback.uris[playback.index] ?? '');
    return id ? getCatalogue().track(id) : undefined;
  }

  /** Streams the device's commands to `listener`; returns the unsubscribe. */
  subscribe(deviceId: string, listener: Listener): () => void {
    const device = this.devices.get(deviceId);
    if (!device) return () => undefined;
    clearTimeout(this.goneTimers.get(deviceId));
    this.goneTimers.delete(deviceId);
    let set = this.listeners.get(deviceId);
    if (!set) this.listeners.set(deviceId, (set = new Set()));
    set.add(listener);
    // A (re)connecting script picks up the device's volume and where the account's playback is:
    // commands sent before its stream opened reached nobody.
    listener({ type: 'volume', volume_percent: device.volumePercent });
    const playback = this.playbacks.get(device.accountId);
    if (playback && playback.deviceId === deviceId) listener(this.loadCommand(playback));
    return () => {
      set.delete(listener);
      if (set.size === 0) this.scheduleGone(deviceId);
    };
  }

  /** Forgets the device; the account's playback stops when it was there. */
  remove(deviceId: string): void {
    const device = this.devices.get(deviceId);
    if (!device) return;
    this.send(deviceId, { type: 'stop' });
    clearTimeout(this.goneTimers.get(deviceId));
    this.goneTimers.delete(deviceId);
    this.devices.delete(deviceId);
    this.listeners.delete(deviceId);
    if (this.active.get(device.accountId) === deviceId) {
      this.active.delete(device.accountId);
      this.playbacks.delete(device.accountId);
    }
  }

  /** Stops every timer (the plugin is closing). */
  close(): void {
    for (const timer of this.goneTimers.values()) clearTimeout(timer);
    this.goneTimers.clear();
  }

  /** `PUT me/player`: playback moves to `deviceId`; `play` true starts it, otherwise it keeps its state. */
  transfer(accountId: string, deviceId: string, play?: boolean): void {
    this.moveTo(accountId, this.ownDevice(accountId, deviceId));
    const playback = this.playbacks.get(accountId);
    if (!playback) return;
    if (play === true) this.setPlaying(playback, true);
    this.send(deviceId, this.loadCommand(playback));
  }

  /** Makes `device` the account's active one; true when it was not. The playback follows it. */
  private moveTo(accountId: string, device: Device): boolean {
    const previous = this.active.get(accountId);
    if (previous === device.id) return false;
    if (previous) this.send(previous, { type: 'stop' });
    this.active.set(accountId, device.id);
    const playback = this.playbacks.get(accountId);
    if (playback) playback.deviceId = device.id;
    return true;
  }

  /** The device a command targets: the given one (which becomes active) or the active one. */
  private target(accountId: string, deviceId: string | undefined): { device: Device; moved: boolean } {
    if (deviceId) {
      const device = this.ownDevice(accountId, deviceId);
      return { device, moved: this.moveTo(accountId, device) };
    }
    const device = this.activeDevice(accountId);
    if (!device) throw new PlayerError(404, PLAYER_MESSAGES.noActiveDevice);
    return { device, moved: false };
  }

  private setPlaying(playback: Playback, playing: boolean, positionMs = this.progress(playback)): void {
    playback.progressMs = positionMs;
    playback.at = this.now();
    playback.isPlaying = playing;
  }

  /** `PUT me/player/play`: new uris (from `offset`, at `position_ms`), or resume. */
  play(
    accountId: string,
    deviceId: string | undefined,
    body: { uris?: string[]; offset?: number; position_ms?: number },
  ): void {
    if (body.uris && body.uris.length > 0) {
      if (!body.uris.every((uri) => trackIdOfUri(uri))) throw new PlayerError(400, PLAYER_MESSAGES.invalidUri);
      const index = body.offset ?? 0;
      if (!Number.isInteger(index) || index < 0 || index >= body.uris.length)
        throw new PlayerError(400, 'Invalid offset');
    }
    const { device, moved } = this.target(accountId, deviceId);
    if (body.uris && body.uris.length > 0) {
      const playback: Playback = {
        deviceId: device.id,
        uris: body.uris.slice(),
        index: body.offset ?? 0,
        isPlaying: true,
        progressMs: 0,
        at: this.now(),
      };
      this.placeAt(playback, body.position_ms ?? 0);
      this.playbacks.set(accountId, playback);
      this.send(device.id, this.loadCommand(playback));
      return;
    }
    const playback = this.playbacks.get(accountId);
    if (!playback) throw new PlayerError(400, PLAYER_MESSAGES.nothingToPlay);
    const index = playback.index;
    this.setPlaying(playback, true);
    if (body.position_ms !== undefined) this.placeAt(playback, body.position_ms);
    if (moved || playback.index !== index) return this.send(device.id, this.loadCommand(playback));
    if (body.position_ms !== undefined) this.send(device.id, { type: 'seek', position_ms: playback.progressMs });
    this.send(device.id, { type: 'resume' });
  }

  /** `PUT me/player/seek`: the current track at `positionMs`, playing or paused as it was. */
  seek(accountId: string, deviceId: string | undefined, positionMs: number): void {
    const { device, moved } = this.target(accountId, deviceId);
    const playback = this.playbacks.get(accountId);
    if (!playback) throw new PlayerError(400, PLAYER_MESSAGES.nothingToPlay);
    const index = playback.index;
    this.placeAt(playback, positionMs);
    if (moved || playback.index !== index) return this.send(device.id, this.loadCommand(playback));
    this.send(device.id, { type: 'seek', position_ms: playback.progressMs });
  }

  /**
   * The playback at `positionMs` of its track, from now. Past the track's length the next one
   * starts, as the service does ("will cause the player to start playing the next song"); with
   * none after it, the playback is over (stopped at 0, as at a track's natural end).
   */
  private placeAt(playback: Playback, positionMs: number): void {
    const duration = this.currentTrack(playback)!.durationMs;
    playback.at = this.now();
    if (positionMs <= duration) {
      playback.progressMs = Math.max(0, positionMs);
      return;
    }
    playback.progressMs = 0;
    if (playback.index + 1 < playback.uris.length) playback.index += 1;
    else playback.isPlaying = false;
  }

  pause(accountId: string, deviceId: string | undefined): void {
    const { device, moved } = this.target(accountId, deviceId);
    const playback = this.playbacks.get(accountId);
    if (playback) this.setPlaying(playback, false);
    this.send(device.id, moved && playback ? this.loadCommand(playback) : { type: 'pause' });
  }

  setVolume(accountId: string, deviceId: string | undefined, volumePercent: number): void {
    const { device, moved } = this.target(accountId, deviceId);
    device.volumePercent = volumePercent;
    const playback = this.playbacks.get(accountId);
    if (moved && playback) this.send(device.id, this.loadCommand(playback));
    this.send(device.id, { type: 'volume', volume_percent: volumePercent });
  }

  /**
   * What the script says it is doing (after a local togglePlay/seek/setVolume, or the end of a
   * track). At the end the next of the played uris starts, if any.
   */
  report(
    accountId: string,
    deviceId: string,
    state: { paused: boolean; position_ms: number; track_id?: string | null; volume_percent?: number; ended?: boolean },
  ): void {
    const device = this.ownDevice(accountId, deviceId);
    if (state.volume_percent !== undefined) device.volumePercent = state.volume_percent;
    const playback = this.playbacks.get(accountId);
    if (!playback || playback.deviceId !== deviceId) return;
    const current = this.currentTrack(playback);
    // A late report about the previous track must not move the new one.
    if (state.track_id && current && state.track_id !== current.id) return;
    if (state.ended && playback.index + 1 < playback.uris.length) {
      Object.assign(playback, { index: playback.index + 1, progressMs: 0, at: this.now(), isPlaying: true });
      this.send(deviceId, this.loadCommand(playback));
      return;
    }
    Object.assign(playback, {
      isPlaying: state.ended ? false : !state.paused,
      progressMs: state.ended ? 0 : Math.max(0, Math.min(current?.durationMs ?? 0, state.position_ms)),
      at: this.now(),
    });
  }

  private loadCommand(playback: Playback): DeviceCommand {
    return {
      type: 'load',
      track: sdkTrack(this.currentTrack(playback)!, this.publicUrl),
      position_ms: this.progress(playback),
      paused: !playback.isPlaying,
    };
  }

  private send(deviceId: string, command: DeviceCommand): void {
    for (const listener of this.listeners.get(deviceId) ?? []) listener(command);
  }

  private scheduleGone(deviceId: string): void {
    clearTimeout(this.goneTimers.get(deviceId));
    const timer = setTimeout(() => this.remove(deviceId), DEVICE_GRACE_MS);
    timer.unref();
    this.goneTimers.set(deviceId, timer);
  }
}
