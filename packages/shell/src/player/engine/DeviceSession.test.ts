import { FakeSdkPlayer, TestSessionError, fakeDeps, fakeSdk, flush } from '../testing/fakeSdk';
import type { EngineDeps } from './deps';
import type { DevicePlayerFactory } from '@upclub/shared/providers';
import { DeviceSession, PLAYER_NAME, REINIT_READY_WAIT_MS, type DeviceListener } from './DeviceSession';

beforeEach(() => {
  jest.useFakeTimers();
  FakeSdkPlayer.instances = [];
});
afterEach(() => jest.useRealTimers());

/** A session on a fake SDK, started at `volume`; the listener records what it is told. */
async function startSession(overrides: Partial<EngineDeps> = {}, volume = 100) {
  const { deps } = fakeDeps(overrides);
  const listener: jest.Mocked<DeviceListener> = {
    ready: jest.fn(),
    lost: jest.fn(),
    detached: jest.fn(),
    stateChanged: jest.fn(),
    playbackFailed: jest.fn(),
  };
  const session = new DeviceSession(deps, listener);
  session.start(volume);
  await flush();
  return { session, deps, listener, sdk: FakeSdkPlayer.latest() };
}

/** A started session whose device 'this-device' is ready. */
async function readySession(overrides: Partial<EngineDeps> = {}) {
  const started = await startSession(overrides);
  started.sdk.ready();
  return started;
}

describe('DeviceSession: connecting', () => {
  it('creates one SDK player named UpClub web at the volume given, with the session token', async () => {
    const { sdk, deps, session } = await startSession({}, 40);
    expect(FakeSdkPlayer.instances).toHaveLength(1);
    expect(sdk.options.name).toBe(PLAYER_NAME);
    expect(sdk.volume).toBe(0.4);
    expect(sdk.connect).toHaveBeenCalled();
    await expect(new Promise((resolve) => sdk.options.getOAuthToken(resolve))).resolves.toBe('access-token');
    expect(deps.setReinitializer).toHaveBeenCalledWith(expect.any(Function));
    session.start(40);
    await flush();
    expect(FakeSdkPlayer.instances).toHaveLength(1);
  });

  it('reports the device when it is ready', async () => {
    const { session, listener, sdk } = await startSession();
    expect(session.id).toBeNull();
    expect(session.wasReady).toBe(false);
    sdk.ready('device-1');
    expect(listener.ready).toHaveBeenCalledWith('device-1');
    expect(session.id).toBe('device-1');
    expect(session.wasReady).toBe(true);
  });

  it('without the SDK script nothing is created and nothing fails', async () => {
    const { session, listener } = await startSession({
      loadPlayer: jest.fn(async () => Promise.reject(new Error('blocked'))),
    });
    expect(FakeSdkPlayer.instances).toHaveLength(0);
    expect(session.id).toBeNull();
    expect(listener.ready).not.toHaveBeenCalled();
  });

  it('passes the SDK playback state and playback errors on', async () => {
    const { sdk, listener } = await readySession();
    sdk.state('track1', { position: 1000 });
    expect(listener.stateChanged).toHaveBeenCalledWith(expect.objectContaining({ position: 1000, paused: false }));
    sdk.emit('player_state_changed', null);
    expect(listener.stateChanged).toHaveBeenLastCalledWith(null);
    sdk.emit('playback_error', { message: 'cannot play' });
    expect(listener.playbackFailed).toHaveBeenCalled();
  });
});

describe('DeviceSession: moving playback here (spec §4, 300 ms after ready)', () => {
  it('transfers 300 ms after ready when another device is active, without starting playback', async () => {
    const getPlaybackState = jest.fn(async () => ({ device: { id: 'phone', is_active: true } }) as never);
    const { deps } = await readySession({ getPlaybackState });
    jest.advanceTimersByTime(299);
    expect(getPlaybackState).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(deps.transferPlayback).toHaveBeenCalledWith('this-device', false);
  });

  it('does not transfer when this device is the active one, or when none is', async () => {
    const getPlaybackState = jest
      .fn()
      .mockResolvedValueOnce({ device: { id: 'this-device', is_active: true } })
      .mockResolvedValueOnce(null);
    const { deps, sdk } = await readySession({ getPlaybackState });
    jest.advanceTimersByTime(300);
    await flush();
    sdk.ready();
    jest.advanceTimersByTime(300);
    await flush();
    expect(getPlaybackState).toHaveBeenCalledTimes(2);
    expect(deps.transferPlayback).not.toHaveBeenCalled();
  });

  it('ready twice within 300 ms asks once; a refused transfer is dropped quietly', async () => {
    const getPlaybackState = jest.fn(async () => ({ device: { id: 'phone', is_active: true } }) as never);
    const transferPlayback = jest.fn(async () => Promise.reject(new Error('403')));
    const { sdk } = await readySession({ getPlaybackState, transferPlayback });
    jest.advanceTimersByTime(200);
    sdk.ready();
    jest.advanceTimersByTime(300);
    await flush();
    expect(getPlaybackState).toHaveBeenCalledTimes(1);
    expect(transferPlayback).toHaveBeenCalledTimes(1);
  });
});

describe('DeviceSession: losing the device and the streaming errors (spec §8)', () => {
  it('a lost device is reported and waited for (the SDK reconnects by itself)', async () => {
    const { session, listener, deps, sdk } = await readySession();
    sdk.emit('not_ready', { device_id: 'this-device' });
    expect(listener.lost).toHaveBeenCalled();
    expect(session.id).toBeNull();
    expect(session.wasReady).toBe(true);
    expect(deps.navigate).not.toHaveBeenCalled();
    sdk.ready();
    expect(session.id).toBe('this-device');
  });

  it('a device that cannot start sends the user to authorize the streaming account', async () => {
    const { listener, deps, sdk } = await startSession();
    sdk.emit('initialization_error', { message: 'no audio' });
    expect(listener.lost).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
  });

  it("the SDK's account error asks for the premium-required modal", async () => {
    const { deps, sdk } = await readySession();
    sdk.emit('account_error', { message: 'premium' });
    expect(deps.premiumRequired).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('an authentication error forces a token refresh and re-creates the player', async () => {
    const { deps, sdk, listener } = await readySession();
    sdk.emit('authentication_error', { message: 'expired' });
    await flush();
    expect(deps.getToken).toHaveBeenCalledWith({ force: true });
    await flush();
    expect(sdk.disconnect).toHaveBeenCalled();
    expect(listener.detached).toHaveBeenCalled();
    expect(FakeSdkPlayer.instances).toHaveLength(2);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('a second authentication error before the new device is ready goes to authorize', async () => {
    const { deps, sdk } = await readySession();
    sdk.emit('authentication_error', { message: 'expired' });
    await flush();
    await flush();
    const second = FakeSdkPlayer.latest();
    expect(second).not.toBe(sdk);
    second.emit('authentication_error', { message: 'expired' });
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
  });

  it('a refresh refused for a token reason goes to authorize; another failure does not', async () => {
    const getToken = jest
      .fn()
      .mockRejectedValueOnce(new TestSessionError('refreshFailed'))
      .mockRejectedValueOnce(new Error('offline'));
    const first = await readySession({ getToken });
    first.sdk.emit('authentication_error', { message: 'expired' });
    await flush();
    expect(first.deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
    expect(FakeSdkPlayer.instances).toHaveLength(1);

    const second = await readySession({ getToken });
    second.sdk.emit('authentication_error', { message: 'expired' });
    await flush();
    expect(second.deps.navigate).not.toHaveBeenCalled();
  });

  it('a token the SDK asks for that cannot be had for a token reason goes to authorize', async () => {
    const getToken = jest.fn(async () => Promise.reject(new TestSessionError('no grant')));
    const { deps, sdk } = await startSession({ getToken });
    const callback = jest.fn();
    sdk.options.getOAuthToken(callback);
    await flush();
    expect(callback).not.toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/authorize-spotify');
  });
});

describe('DeviceSession: re-creating the player (the provider client after a 404)', () => {
  it('waits for the new device to be ready', async () => {
    const { session, deps, sdk, listener } = await readySession();
    const reinit = jest.mocked(deps.setReinitializer).mock.calls[0][0]!;
    let done = false;
    void reinit().then(() => (done = true));
    expect(sdk.disconnect).toHaveBeenCalled();
    expect(listener.detached).toHaveBeenCalled();
    expect(session.id).toBeNull();
    expect(session.wasReady).toBe(false);
    await flush();
    expect(done).toBe(false);
    FakeSdkPlayer.latest().ready('new-device');
    await flush();
    expect(done).toBe(true);
    expect(session.id).toBe('new-device');
  });

  it('gives up waiting after 10 s', async () => {
    const { session } = await readySession();
    let done = false;
    void session.reinitialize().then(() => (done = true));
    await flush();
    jest.advanceTimersByTime(REINIT_READY_WAIT_MS - 1);
    await flush();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(done).toBe(true);
  });

  it('re-creates the player at the volume set last', async () => {
    const { session } = await readySession();
    session.setVolume(25);
    void session.reinitialize();
    await flush();
    expect(FakeSdkPlayer.latest().volume).toBe(0.25);
  });
});

describe('DeviceSession: controls', () => {
  it('pause, resume, seek, volume and the user gesture go to the SDK player', async () => {
    const { session, sdk } = await readySession();
    session.activate();
    expect(sdk.activateElement).toHaveBeenCalled();
    session.pause();
    expect(session.resume()).toBe(true);
    session.seek(4200);
    session.setVolume(30);
    expect(sdk.calls).toEqual(['pause', 'resume', 'seek 4200']);
    expect(sdk.volume).toBe(0.3);
  });

  it('without an SDK player there is nothing to resume', async () => {
    const { session } = await startSession({ loadPlayer: jest.fn(async () => Promise.reject(new Error('blocked'))) });
    expect(session.resume()).toBe(false);
    expect(() => session.pause()).not.toThrow();
  });
});

describe('DeviceSession: stopping', () => {
  it('disconnects the SDK player, forgets the re-creation and the pending transfer', async () => {
    const getPlaybackState = jest.fn(async () => null);
    const { session, deps, sdk, listener } = await readySession({ getPlaybackState });
    session.stop();
    expect(sdk.disconnect).toHaveBeenCalled();
    expect(sdk.listeners.size).toBe(0);
    expect(listener.detached).toHaveBeenCalled();
    expect(deps.setReinitializer).toHaveBeenLastCalledWith(null);
    jest.advanceTimersByTime(1000);
    expect(getPlaybackState).not.toHaveBeenCalled();
  });

  it('an SDK that finishes loading after the stop creates no player', async () => {
    let load!: (sdk: DevicePlayerFactory) => void;
    const loadPlayer = jest.fn(() => new Promise<DevicePlayerFactory>((resolve) => (load = resolve)));
    const { session } = await startSession({ loadPlayer });
    session.stop();
    load(fakeSdk);
    await flush();
    expect(FakeSdkPlayer.instances).toHaveLength(0);
  });
});
