import { driftCorrection, settleCorrection } from '@upclub/shared/rooms';

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

describe('settleCorrection (just after a start)', () => {
  it('lets a start that landed within the settle tolerance be', () => {
    expect(settleCorrection(10_039, 10_000, false)).toEqual({ kind: 'none' });
    expect(settleCorrection(9_961, 10_000, true)).toEqual({ kind: 'none' });
  });

  it('seeks a player that cannot change its speed, even for a drift later checks would let be', () => {
    expect(settleCorrection(9_850, 10_000, false)).toEqual({ kind: 'seek', positionMs: 10_000 });
    expect(driftCorrection(9_850, 10_000, false)).toEqual({ kind: 'none' });
  });

  it('makes it up by speed on a player that can, and seeks one far off', () => {
    expect(settleCorrection(9_900, 10_000, true)).toEqual({ kind: 'rate', rate: 1.05, durationMs: 2_000 });
    expect(settleCorrection(10_100, 10_000, true)).toEqual({ kind: 'rate', rate: 0.95, durationMs: 2_000 });
    expect(settleCorrection(7_000, 10_000, true)).toEqual({ kind: 'seek', positionMs: 10_000 });
  });
});
