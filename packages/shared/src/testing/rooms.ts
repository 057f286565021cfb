import type { RoomItem, RoomState } from '@upclub/shared/types';

/** Room item `item`: track `trk{item}` ('Song {item}', 180 s) from post `item`, added by alex. */
export const aRoomItem = (item: number, overrides: Partial<RoomItem> = {}): RoomItem => ({
  item,
  song: `trk${item}`,
  song_post: item,
  track_details: {
    id: `trk${item}`,
    name: `Song ${item}`,
    uri: `spotify:track:trk${item}`,
    artists: [{ name: `Artist ${item}` }],
    album: { images: [{ url: `https://img.test/${item}.jpg` }] },
    duration_ms: 180_000,
  },
  added_by: { upclubuser: 2, username: 'alex' },
  ...overrides,
});

/**
 * Room 7 of club 3 ('Night Owls'), live at version 1, playing item 41 from 0 at server time
 * 1_000_000 (read then), item 42 waiting; alex (2) started it and is its one DJ.
 */
export const aRoomState = (overrides: Partial<RoomState> = {}): RoomState => ({
  room: 7,
  club: 3,
  club_name: 'Night Owls',
  live: true,
  started_by: { upclubuser: 2, username: 'alex' },
  started_at: '2026-11-22T10:00:00.000Z',
  ended_at: null,
  end_reason: null,
  version: 1,
  server_time: 1_000_000,
  current: aRoomItem(41),
  playing: true,
  position_ms: 0,
  position_at: 1_000_000,
  queue: [aRoomItem(42)],
  listeners: 1,
  listeners_sample: [{ upclubuser: 2, username: 'alex' }],
  djs: [2],
  ...overrides,
});
