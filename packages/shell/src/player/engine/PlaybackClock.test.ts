import { PlaybackClock } from './PlaybackClock';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function clock() {
  const events = { tick: jest.fn(), advance: jest.fn(), reset: jest.fn() };
  return { clock: new PlaybackClock(events), ...events };
}

describe('PlaybackClock: progress (spec §9: tick 1 s)', () => {
  it('ticks every second while playing, and not otherwise', () => {
    const { clock: c, tick } = clock();
    jest.advanceTimersByTime(3000);
    expect(tick).not.toHaveBeenCalled();
    c.sync(true);
    jest.advanceTimersByTime(999);
    expect(tick).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    c.sync(true);
    jest.advanceTimersByTime(2000);
    expect(tick).toHaveBeenCalledTimes(3);
    c.sync(false);
    jest.advanceTimersByTime(3000);
    expect(tick).toHaveBeenCalledTimes(3);
  });
});

describe('PlaybackClock: auto-advance (spec §4: once, at 2 s or less remaining)', () => {
  it('advances when 2 s or less remain, once per play', () => {
    const { clock: c, advance } = clock();
    c.started();
    c.check(7999, 10_000);
    expect(advance).not.toHaveBeenCalled();
    c.check(8000, 10_000);
    expect(advance).toHaveBeenCalledTimes(1);
    c.check(9000, 10_000);
    expect(advance).toHaveBeenCalledTimes(1);
    c.started();
    c.check(9000, 10_000);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('never advances on an unknown duration', () => {
    const { clock: c, advance } = clock();
    c.started();
    c.check(5000, 0);
    expect(advance).not.toHaveBeenCalled();
  });

  it('a seek back before the last 2 s lets the play advance again; a seek within them does not', () => {
    const { clock: c, advance } = clock();
    c.started();
    c.check(9000, 10_000);
    c.sought(9500, 10_000);
    c.check(9600, 10_000);
    expect(advance).toHaveBeenCalledTimes(1);
    c.sought(1000, 10_000);
    c.check(8500, 10_000);
    expect(advance).toHaveBeenCalledTimes(2);
  });
});

describe('PlaybackClock: reset (spec §4: another track for 2 s)', () => {
  it('resets 2 s after the device began playing another track', () => {
    const { clock: c, reset } = clock();
    c.offTrack();
    jest.advanceTimersByTime(1000);
    c.offTrack(); // still off track: the 2 s count from the first report
    jest.advanceTimersByTime(999);
    expect(reset).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('does not reset when the device catches up within the 2 s', () => {
    const { clock: c, reset } = clock();
    c.offTrack();
    jest.advanceTimersByTime(1500);
    c.onTrack();
    jest.advanceTimersByTime(5000);
    expect(reset).not.toHaveBeenCalled();
  });
});

it('stopping ends the ticks and the pending reset', () => {
  const { clock: c, tick, reset } = clock();
  c.sync(true);
  c.offTrack();
  c.stop();
  jest.advanceTimersByTime(5000);
  expect(tick).not.toHaveBeenCalled();
  expect(reset).not.toHaveBeenCalled();
});
