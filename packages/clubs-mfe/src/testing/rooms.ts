import { setRoomSession, type RoomSession } from '@upclub/shared/bus';
import { trackDetails } from '@upclub/shared/testing';
import type { RoomItem, RoomListener, RoomState } from '@upclub/shared/types';
import { ME_ID, OWNER_ID } from './fixtures';

// Club listening rooms for tests, in the API's shapes (docs/rooms.md): club 4's room 7, started
// by its owner alex, and the room session the shell would keep.

export const ROOM_ID = 7;

/** Queue entry `item` of song `trk{item}` ('Song {item}'), from post `100 + item`, added by alex. */
export const roomItem = (item: number, name = `Song ${item}`, overrides: Partial<RoomItem> = {}): RoomItem => ({
  item,
  song: `trk${item}`,
  song_post: 100 + item,
  track_details: trackDetails(`trk${item}`, name, item),
  added_by: { upclubuser: OWNER_ID, username: 'alex' },
  ...overrides,
});

/** Club 4's live room: Midnight City paused at 1:05, two songs waiting, alex and user5 in it; alex is its DJ. */
export const aRoom = (overrides: Partial<RoomState> = {}): RoomState => ({
  room: ROOM_ID,
  club: 4,
  club_name: 'Club 4',
  live: true,
  started_by: { upclubuser: OWNER_ID, username: 'alex' },
  started_at: '2026-11-22T10:00:00.000Z',
  ended_at: null,
  end_reason: null,
  version: 12,
  server_time: Date.now(),
  current: roomItem(41, 'Midnight City'),
  playing: false,
  position_ms: 65_000,
  position_at: Date.now(),
  queue: [roomItem(42, 'Wait'), roomItem(43, 'Outro')],
  listeners: 2,
  listeners_sample: [
    { upclubuser: OWNER_ID, username: 'alex' },
    { upclubuser: ME_ID, username: `user${ME_ID}` },
  ],
  djs: [OWNER_ID],
  ...overrides,
});

/** A row of GET rooms/{room}/listeners/. */
export const listener = (id: number, username: string, overrides: Partial<RoomListener> = {}): RoomListener => ({
  upclubuser: id,
  username,
  thumbnail_picture: null,
  is_dj: id === OWNER_ID,
  ...overrides,
});

/** The shell's room session in `state`'s room. */
export const setSession = (
  state: RoomState | null,
  status: RoomSession['status'] = 'listening',
  overrides: Partial<RoomSession> = {},
) =>
  setRoomSession({
    room: state?.room ?? ROOM_ID,
    club: state?.club ?? 4,
    status,
    state,
    clockOffsetMs: 0,
    ...overrides,
  });
