import { isNewerRoomState, roomPositionMs, roomTarget, serverNow } from '@upclub/shared/rooms';
import { aRoomItem, aRoomState } from '@upclub/shared/testing';

// Where a room is at a moment of the server's clock (docs/rooms.md "Position now", "The song's end").

const at = 1_000_000;

describe('roomPositionMs', () => {
  it('moves on with the server clock while the room plays', () => {
    const state = aRoomState({ position_ms: 15_000, position_at: at });
    expect(roomPositionMs(state, at)).toBe(15_000);
    expect(roomPositionMs(state, at + 2_500)).toBe(17_500);
  });

  it('stands still while paused, and never goes past the song or before its start', () => {
    expect(roomPositionMs(aRoomState({ playing: false, position_ms: 15_000 }), at + 60_000)).toBe(15_000);
    expect(roomPositionMs(aRoomState({ position_ms: 179_000 }), at + 60_000)).toBe(180_000);
    expect(roomPositionMs(aRoomState({ position_ms: 0 }), at - 5_000)).toBe(0);
  });

  it('reads the server clock from this page clock and the offset', () => {
    expect(serverNow(-250, 10_000)).toBe(9_750);
  });
});

describe('roomTarget', () => {
  it('is the current song at the position now', () => {
    const target = roomTarget(aRoomState({ position_ms: 1_000 }), at + 500);
    expect(target).toEqual({ item: aRoomItem(41), positionMs: 1_500, playing: true });
  });

  it('is the current song where it was paused', () => {
    expect(roomTarget(aRoomState({ playing: false, position_ms: 9_000 }), at + 5_000)).toMatchObject({
      item: { item: 41 },
      positionMs: 9_000,
      playing: false,
    });
  });

  it('moves on to the queue by itself when a song ends, from the moment it ended', () => {
    const state = aRoomState({ position_ms: 178_000, queue: [aRoomItem(42), aRoomItem(43)] });
    expect(roomTarget(state, at + 1_999)).toMatchObject({ item: { item: 41 }, positionMs: 179_999 });
    expect(roomTarget(state, at + 2_000)).toMatchObject({ item: { item: 42 }, positionMs: 0, playing: true });
    expect(roomTarget(state, at + 2_000 + 180_000 + 700)).toMatchObject({ item: { item: 43 }, positionMs: 700 });
  });

  it('plays nothing once the last song ended, or with no song, or once the room ended', () => {
    const none = { item: null, positionMs: 0, playing: false };
    expect(roomTarget(aRoomState({ position_ms: 179_000, queue: [] }), at + 1_000)).toEqual(none);
    expect(roomTarget(aRoomState({ current: null, playing: false }), at)).toEqual(none);
    expect(roomTarget(aRoomState({ live: false }), at)).toEqual(none);
  });

  it('plays a song without a duration until a DJ skips it', () => {
    const endless = aRoomItem(41, { track_details: { ...aRoomItem(41).track_details!, duration_ms: undefined } });
    expect(roomTarget(aRoomState({ current: endless }), at + 600_000)).toMatchObject({
      item: { item: 41 },
      positionMs: 600_000,
    });
  });
});

describe('isNewerRoomState', () => {
  it('takes only a higher version of the same room', () => {
    const held = aRoomState({ version: 5 });
    expect(isNewerRoomState(null, held)).toBe(true);
    expect(isNewerRoomState(held, aRoomState({ version: 6 }))).toBe(true);
    expect(isNewerRoomState(held, aRoomState({ version: 5 }))).toBe(false);
    expect(isNewerRoomState(held, aRoomState({ version: 4 }))).toBe(false);
    expect(isNewerRoomState(held, aRoomState({ room: 8, version: 1 }))).toBe(true);
  });
});
