import { driftCorrection } from '@upclub/shared/rooms';

// How far is too far from the room's position, and what a player does about it.

describe('driftCorrection', () => {
  it('lets less than 250 ms be, either way', () => {
    expect(driftCorrection(10_249, 10_000, true)).toEqual({ kind: 'none' });
    expect(driftCorrection(9_751, 10_000, false)).toEqual({ kind: 'none' });
  });

  it('plays faster when behind and slower when ahead, long enough to make it up, where the player can', () => {
    expect(driftCorrection(9_500, 10_000, true)).toEqual({ kind: 'rate', rate: 1.05, durationMs: 10_000 });
    expect(driftCorrection(10_250, 10_000, true)).toEqual({ kind: 'rate', rate: 0.95, durationMs: 5_000 });
  });

  it('seeks from 2 s apart, whatever the player', () => {
    expect(driftCorrection(12_000, 10_000, true)).toEqual({ kind: 'seek', positionMs: 10_000 });
    expect(driftCorrection(3_000, 10_000.4, false)).toEqual({ kind: 'seek', positionMs: 10_000 });
  });

  it('without a speed to change, seeks only from 500 ms apart', () => {
    expect(driftCorrection(10_499, 10_000, false)).toEqual({ kind: 'none' });
    expect(driftCorrection(9_500, 10_000, false)).toEqual({ kind: 'seek', positionMs: 10_000 });
  });
});
