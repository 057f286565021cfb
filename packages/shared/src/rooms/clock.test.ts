import { betterClockSample, clockError, clockSample } from '@upclub/shared/rooms';

// The clock offset estimate of docs/rooms.md "Position now": NTP's, from timed calls.

describe('clockSample', () => {
  it('puts the server time in the middle of the round trip', () => {
    // Sent at 1000, answered at 1100 (this page's clock); the server read 5050 in between.
    expect(clockSample(1000, 1100, 5050)).toEqual({ offsetMs: 4000, roundTripMs: 100, at: 1100 });
  });

  it('finds a server clock behind this one, and never a negative round trip', () => {
    expect(clockSample(10_000, 10_020, 9_000).offsetMs).toBe(-1010);
    expect(clockSample(10_000, 9_990, 9_000).roundTripMs).toBe(0);
  });
});

describe('betterClockSample', () => {
  it('keeps the estimate with the shortest round trip', () => {
    const fast = clockSample(0, 40, 1020);
    const slow = clockSample(1000, 1400, 2200);
    expect(betterClockSample(null, slow)).toBe(slow);
    expect(betterClockSample(slow, fast)).toBe(fast);
    expect(betterClockSample(fast, slow)).toBe(fast);
  });

  it('takes a new estimate as good as the held one', () => {
    const held = clockSample(0, 40, 1020);
    const same = clockSample(100, 140, 1125);
    expect(betterClockSample(held, same)).toBe(same);
  });

  it('lets an old estimate give way to a slightly slower new one as the clocks may drift apart (15 ppm)', () => {
    const old = clockSample(0, 40, 1020);
    // An hour later, 54 ms of possible drift: a round trip of 100 ms (50 ms error) now beats 20 + 54.
    const later = clockSample(3_600_000, 3_600_100, 3_601_050);
    expect(clockError(old, 3_600_100)).toBeCloseTo(20 + 54, 0);
    expect(betterClockSample(old, later)).toBe(later);
    // A minute later, it would not have.
    const soon = clockSample(60_000, 60_100, 61_050);
    expect(betterClockSample(old, soon)).toBe(old);
  });
});
