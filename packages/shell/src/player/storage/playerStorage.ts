import * as v from 'valibot';
import { DEFAULT_REPEAT, DEFAULT_SHUFFLE, VOLUME_DEFAULT } from '@upclub/shared/constants';
import { STORAGE_KEYS, readStored, writeStored, type StoredValue } from '@upclub/shared/session';
import type { PlayerState, SongPost, TrackPage } from '@upclub/shared/types';

// What the player keeps in local storage (spec §3 keys: player_volume, current_track_page,
// current_post_list, repeat, shuffle). Every value is read through its schema: anything missing
// or malformed reads as the default.

const int = () => v.pipe(v.number(), v.safeInteger());

const trackDetailsSchema = v.object({
  id: v.string(),
  name: v.string(),
  uri: v.string(),
  artists: v.array(v.object({ name: v.string() })),
  album: v.object({
    images: v.array(v.object({ url: v.string(), height: v.nullish(v.number()), width: v.nullish(v.number()) })),
  }),
  duration_ms: v.optional(v.number()),
});

export const storedPostSchema = v.object({
  song_post: int(),
  song: v.string(),
  title: v.string(),
  upclubuser: int(),
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  thumbnail_picture: v.nullable(v.string()),
  post_type: int(),
  track_details: v.nullable(trackDetailsSchema),
  comment: v.string(),
  mentions: v.array(v.object({ upclubuser: int(), username: v.string() })),
  formatted_likes: v.string(),
  formatted_comments_count: v.string(),
  liked: v.boolean(),
  post_age: v.string(),
  club: v.nullable(int()),
  club_name: v.nullable(v.string()),
  created_at: v.optional(v.string()),
  order: v.optional(v.number()),
}) satisfies v.GenericSchema<unknown, SongPost>;

const trackPageSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
}) satisfies v.GenericSchema<unknown, TrackPage>;

const postListSchema = v.object({
  list: v.array(storedPostSchema),
  index: v.pipe(v.number(), v.safeInteger(), v.minValue(-1)),
  open: v.optional(v.boolean(), false),
});
export type StoredPostList = v.InferOutput<typeof postListSchema>;

export const PLAYER_STORAGE = {
  volume: {
    key: STORAGE_KEYS.playerVolume,
    format: 'raw',
    // Stored as text: read as a number the way zod's coerce did (Number(raw)).
    schema: v.pipe(v.unknown(), v.transform(Number), v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100)),
    fallback: VOLUME_DEFAULT,
  } satisfies StoredValue<number>,
  page: {
    key: STORAGE_KEYS.currentTrackPage,
    format: 'json',
    schema: v.nullable(trackPageSchema),
    fallback: null,
  } satisfies StoredValue<TrackPage | null>,
  postList: {
    key: STORAGE_KEYS.currentPostList,
    format: 'json',
    schema: postListSchema,
    fallback: { list: [], index: -1, open: false },
  } satisfies StoredValue<StoredPostList>,
  repeat: {
    key: STORAGE_KEYS.repeat,
    format: 'raw',
    schema: v.picklist(['none', 'all', 'track']),
    fallback: DEFAULT_REPEAT,
  } satisfies StoredValue<PlayerState['repeat']>,
  shuffle: {
    key: STORAGE_KEYS.shuffle,
    format: 'raw',
    schema: v.pipe(
      v.picklist(['true', 'false']),
      v.transform((raw) => raw === 'true'),
    ),
    fallback: DEFAULT_SHUFFLE,
  } satisfies StoredValue<boolean>,
} as const;

/** The player as the last visit left it; the caller restores it paused. */
export function readPlayerState(): PlayerState {
  const { list, index, open } = readStored(PLAYER_STORAGE.postList);
  const current = index >= 0 && index < list.length ? list[index] : null;
  return {
    list,
    index: current ? index : -1,
    current,
    open,
    page: readStored(PLAYER_STORAGE.page),
    repeat: readStored(PLAYER_STORAGE.repeat),
    shuffle: readStored(PLAYER_STORAGE.shuffle),
    pauseNext: false,
  };
}

export function writePlayerState(state: PlayerState): void {
  try {
    writeStored(PLAYER_STORAGE.postList, { list: state.list, index: state.index, open: state.open });
    writeStored(PLAYER_STORAGE.page, state.page);
    writeStored(PLAYER_STORAGE.repeat, state.repeat);
    writeStored(PLAYER_STORAGE.shuffle, state.shuffle);
  } catch {
    // storage full or blocked: the player keeps working, it is just not restored next time
  }
}

export const readVolume = (): number => readStored(PLAYER_STORAGE.volume);

/** The volume is remembered only when non-zero (spec §9), so a reload never starts muted. */
export function writeVolume(volume: number): void {
  if (volume <= 0) return;
  try {
    writeStored(PLAYER_STORAGE.volume, Math.round(volume));
  } catch {
    // storage blocked: not remembered
  }
}
