import type { DeviceState } from '@upclub/shared/providers';
import type { Device } from '../engine/DeviceSession';

/** A stand-in for the device session as the playback commands see it: records what it is asked. */
export class FakeDevice implements Device {
  id: string | null = 'this-device';
  wasReady = true;
  /** Whether an SDK player is there to resume. */
  canResume = true;
  calls: string[] = [];

  activate = jest.fn(() => void this.calls.push('activate'));
  pause = jest.fn(() => void this.calls.push('pause'));
  resume = jest.fn(() => {
    this.calls.push('resume');
    return this.canResume;
  });
  seek = jest.fn((positionMs: number) => void this.calls.push(`seek ${positionMs}`));
  setVolume = jest.fn((percent: number) => void this.calls.push(`volume ${percent}`));
  /** What `currentState` answers. */
  state: DeviceState | null = null;
  currentState = jest.fn(async () => this.state);
  canChangeRate = false;
  setPlaybackRate = jest.fn((rate: number) => void this.calls.push(`rate ${rate}`));

  /** Not ready: still starting (`wasReady` false) or lost after being ready (`wasReady` true). */
  notReady(wasReady: boolean): this {
    this.id = null;
    this.wasReady = wasReady;
    return this;
  }
}
