import { z } from 'zod/mini';
import { DEFAULT_REPEAT, DEFAULT_SHUFFLE, VOLUME_DEFAULT } from '@upclub/shared/constants';
import { STORAGE_KEYS, readStored, writeStored, type StoredValue } from '@upclub/shared/session';
import type { PlayerState, SongPost, TrackPage } from '@upclub/shared/types';

// What the player keeps in local storage (spec §3 keys: player_volume, current_track_page,
// current_post_list, repeat, shuffle). Every value is read through its schema: anything missing
// or malformed reads as the default.

const trackDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  uri: z.string(),
  artists: z.array(z.object({ name: z.string() })),
  album: z.object({
    images: z.array(z.object({ url: z.string(), height: z.nullish(z.number()), width: z.nullish(z.number()) })),
  }),
  duration_ms: z.optional(z.number()),
});

export const storedPostSchema = z.object({
  song_post: z.number().check(z.int()),
  song: z.string(),
  title: z.string(),
  upclubuser: z.number().check(z.int()),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  thumbnail_picture: z.nullable(z.string()),
  post_type: z.number().check(z.int()),
  track_details: z.nullable(trackDetailsSchema),
  comment: z.string(),
  mentions: z.array(z.object({ upclubuser: z.number().check(z.int()), username: z.string() })),
  formatted_likes: z.string(),
  formatted_comments_count: z.string(),
  liked: z.boolean(),
  post_age: z.string(),
  club: z.nullable(z.number().check(z.int())),
  club_name: z.nullable(z.string()),
  created_at: z.optional(z.string()),
  order: z.optional(z.number()),
}) satisfies z.ZodMiniType<SongPost>;

const trackPageSchema = z.object({
  name: z.string().check(z.minLength(1)),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
}) satisfies z.ZodMiniType<TrackPage>;

const postListSchema = z.object({
  list: z.array(storedPostSchema),
  index: z.number().check(z.int(), z.gte(-1)),
  open: z._default(z.boolean(), false),
});
export type StoredPostList = z.infer<typeof postListSchema>;

export const PLAYER_STORAGE = {
  volume: {
    key: STORAGE_KEYS.playerVolume,
    format: 'raw',
    schema: z.coerce.number().check(z.int(), z.gte(1), z.lte(100)),
    fallback: VOLUME_DEFAULT,
  } satisfies StoredValue<number>,
  page: {
    key: STORAGE_KEYS.currentTrackPage,
    format: 'json',
    schema: z.nullable(trackPageSchema),
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
    schema: z.enum(['none', 'all', 'track']),
    fallback: DEFAULT_REPEAT,
  } satisfies StoredValue<PlayerState['repeat']>,
  shuffle: {
    key: STORAGE_KEYS.shuffle,
    format: 'raw',
    schema: z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
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
