import { getCatalogue } from '../src/catalogue';
import { DEVICE_GRACE_MS, PlayerHub, type DeviceCommand } from '../src/player/hub';
import { fakeClock } from './helpers';

const [one, two] = getCatalogue().tracks.slice(100, 102);
const uri = (t: { id: string }) => `spotify:track:${t.id}`;

describe('PlayerHub', () => {
  let clock: ReturnType<typeof fakeClock>;
  let hub: PlayerHub;
  beforeEach(() => {
    jest.useFakeTimers();
    clock = fakeClock();
    hub = new PlayerHub(clock.now, 'http://host.test/provider');
  });
  afterEach(() => {
    hub.close();
    jest.useRealTimers();
  });

  it('forgets a device whose script never opens its stream, or left it', () => {
    const idle = hub.register('a', 'Idle', 100);
    const live = hub.register('a', 'Live', 100);
    const unsubscribe = hub.subscribe(live.id, () => undefined);
    jest.advanceTimersByTime(DEVICE_GRACE_MS);
    expect(hub.device(idle.id)).toBeUndefined();
    expect(hub.device(live.id)).toBeDefined();
    unsubscribe();
    jest.advanceTimersByTime(DEVICE_GRACE_MS - 1);
    expect(hub.device(live.id)).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(hub.device(live.id)).toBeUndefined();
  });

  it('a script that reconnects gets the playback again; the previous device is told to stop on a move', () => {
    const first = hub.register('a', 'First', 100);
    const second = hub.register('a', 'Second', 100);
    const toFirst: DeviceCommand[] = [];
    const toSecond: DeviceCommand[] = [];
    hub.subscribe(first.id, (c) => toFirst.push(c));
    hub.subscribe(second.id, (c) => toSecond.push(c));
    hub.play('a', first.id, { uris: [uri(one), uri(two)] });
    clock.advance(4000);
    const again: DeviceCommand[] = [];
    hub.subscribe(first.id, (c) => again.push(c));
    expect(again).toEqual([
      { type: 'volume', volume_percent: 100 },
      expect.objectContaining({ type: 'load', position_ms: 4000, paused: false }),
    ]);
    hub.play('a', second.id, {});
    expect(toFirst.at(-1)).toEqual({ type: 'stop' });
    expect(toSecond).toEqual([
      { type: 'volume', volume_percent: 100 },
      expect.objectContaining({ type: 'load', position_ms: 4000, paused: false }),
    ]);
    expect(hub.activeDevice('a')?.id).toBe(second.id);
  });

  it('keeps accounts apart', () => {
    const mine = hub.register('a', 'Mine', 100);
    expect(() => hub.play('b', mine.id, { uris: [uri(one)] })).toThrow('Device not found');
    expect(() => hub.pause('b', undefined)).toThrow('No active device found');
  });
});
