import type { RoomSession } from '@upclub/shared/bus';
import { aClub, httpError } from '@upclub/shared/testing';
import { withRoom } from '../queries/rooms';
import { ROOM_ID, aRoom } from '../testing/rooms';
import { roomViewOf, type RoomViewInput } from './roomView';

const session = (over: Partial<RoomSession> = {}): RoomSession => ({
  room: ROOM_ID,
  club: 4,
  status: 'listening',
  state: aRoom(),
  clockOffsetMs: 25,
  ...over,
});
const input = (over: Partial<RoomViewInput>): RoomViewInput => ({
  club: 4,
  session: null,
  fetched: undefined,
  fetchStatus: 'pending',
  fetchError: null,
  ...over,
});
const fetched = (over = {}) => ({ fetched: aRoom(over), fetchStatus: 'success' as const });

describe('roomViewOf', () => {
  it('loads, unless the session already shows this club’s live room', () => {
    expect(roomViewOf(input({}))).toEqual({ type: 'loading' });
    expect(roomViewOf(input({ session: session() }))).toMatchObject({ type: 'room', clockOffsetMs: 25 });
    expect(roomViewOf(input({ session: session({ club: 5 }) }))).toEqual({ type: 'loading' });
  });

  it('tells a club without a live room (404) from a failed read', () => {
    const failed = { fetchStatus: 'error' as const };
    expect(roomViewOf(input({ ...failed, fetchError: httpError(404) }))).toEqual({ type: 'missing' });
    expect(roomViewOf(input({ ...failed, fetchError: httpError(500) }))).toEqual({ type: 'failed' });
    expect(roomViewOf(input({ ...failed, fetchError: httpError(404), session: session({ status: 'ended' }) }))).toEqual(
      {
        type: 'ended',
      },
    );
  });

  it('shows the fetched room until the session has its state, then the newest of the two', () => {
    expect(roomViewOf(input(fetched()))).toMatchObject({ type: 'room', status: null, clockOffsetMs: 0 });
    const joining = session({ status: 'joining', state: null });
    expect(roomViewOf(input({ ...fetched(), session: joining }))).toMatchObject({ type: 'room', status: 'joining' });
    const newer = session({ state: aRoom({ version: 13, listeners: 9 }) });
    expect(roomViewOf(input({ ...fetched(), session: newer }))).toMatchObject({ state: { listeners: 9 } });
    // A DJ's answer applied here before the shell has it.
    expect(roomViewOf(input({ ...fetched({ version: 14 }), session: newer }))).toMatchObject({
      state: { version: 14 },
    });
  });

  it('ends with the session or the state, and errs with the join', () => {
    expect(roomViewOf(input({ ...fetched(), session: session({ status: 'ended' }) }))).toEqual({ type: 'ended' });
    expect(roomViewOf(input(fetched({ live: false })))).toEqual({ type: 'ended' });
    expect(roomViewOf(input({ ...fetched(), session: session({ status: 'error', error: 'No' }) }))).toEqual({
      type: 'error',
      message: 'No',
    });
  });

  it('pays no heed to the session of an older room of the club', () => {
    const old = session({ room: 3, status: 'ended', state: aRoom({ room: 3, live: false }) });
    expect(roomViewOf(input({ ...fetched(), session: old }))).toMatchObject({ type: 'room', status: null });
  });
});

describe('withRoom', () => {
  const live = { room: ROOM_ID, listeners: 2, started_at: aRoom().started_at };

  it('puts a live room and its count on the club, and keeps the same club when nothing changed', () => {
    expect(withRoom(aClub(4), aRoom()).live_room).toEqual(live);
    const club = aClub(4, { live_room: live });
    expect(withRoom(club, aRoom())).toBe(club);
  });

  it('takes an ended room off, but not a newer live one', () => {
    expect(withRoom(aClub(4, { live_room: live }), aRoom({ live: false })).live_room).toBeNull();
    const newer = aClub(4, { live_room: { ...live, room: 9 } });
    expect(withRoom(newer, aRoom({ live: false }))).toBe(newer);
  });
});
