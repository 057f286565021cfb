import { z } from 'zod';
import type {
  Comment,
  LikeResponse,
  MessageThreadSummary,
  SongPost,
  TrackDetails,
  UserSearchResult,
} from '@upclub/shared/types';

// Response bodies of the music loop (posts, feed, comments, user search, sharing, threads);
// each checked against @upclub/shared's types below.

export const trackDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  uri: z.string(),
  artists: z.array(z.object({ name: z.string() })),
  album: z.object({
    images: z.array(
      z.object({ url: z.string(), height: z.number().nullable().optional(), width: z.number().nullable().optional() }),
    ),
  }),
  duration_ms: z.number().int().optional(),
});

export const mentionSchema = z.object({ upclubuser: z.number().int(), username: z.string() });

export const songPostSchema = z.object({
  song_post: z.number().int().describe('Post id'),
  song: z.string().describe('The provider’s track id'),
  title: z.string(),
  upclubuser: z.number().int().describe('Author id'),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  thumbnail_picture: z.string().nullable(),
  post_type: z.number().int().describe('1: plain track or message song (no likes, no comments)'),
  track_details: trackDetailsSchema.nullable().describe('From the API’s track cache'),
  comment: z.string().describe('Caption with mention markup `<@{userid}>`'),
  mentions: z.array(mentionSchema),
  formatted_likes: z.string().describe('999, 1.2K, 3.4M'),
  formatted_comments_count: z.string(),
  liked: z.boolean().describe('Whether the signed-in user likes it'),
  post_age: z.string().describe("'now', '5m', '3h', '2d', '3w', then a date"),
  club: z.number().int().nullable(),
  club_name: z.string().nullable(),
  created_at: z.string().optional().describe('ISO time'),
  order: z.number().optional(),
});

export const likeResponseSchema = z.object({
  song_post: z.number().int(),
  liked: z.boolean(),
  song_post_formatted_likes: z.string(),
});

const replySchema = z.object({
  comment: z.number().int(),
  text: z.string().describe('With mention markup `<@{userid}>`'),
  mentions: z.array(mentionSchema),
  comment_parent: z.number().int().nullable(),
  comment_age: z.string(),
  upclubuser: z.number().int(),
  username: z.string(),
  thumbnail_picture: z.string().nullable(),
  formatted_replies: z.string(),
  replies_count: z.number().int(),
});

export const commentSchema = replySchema.extend({
  second_level_comments: z
    .array(replySchema.extend({ second_level_comments: z.array(z.unknown()).describe('Always empty') }))
    .describe('The first reply of a first-level comment (empty for replies)'),
});

export const userSearchResultSchema = z.object({
  upclubuser: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  thumbnail_picture: z.string().nullable(),
});

export const latestMessageSchema = z.object({
  upclubuser: z.number().int().nullable(),
  username: z.string().nullable(),
  text: z.string(),
  song_post: z.number().int().nullable(),
});

export const messageThreadSummarySchema = z.object({
  messagethread: z.number().int(),
  messagethreadname: z.string().nullable(),
  members: z
    .object({ upclubusers_count: z.number().int(), upclubusers: z.array(userSearchResultSchema) })
    .describe('The other members (without the signed-in user)'),
  latest_message: latestMessageSchema.nullable(),
  already_read: z.boolean(),
  notification_age: z.string().describe('Age of the newest message'),
});

export const sharedSchema = z.object({ detail: z.string() });

/** DRF's paged list: `next` and `previous` are absolute URLs the client follows as they are. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

// The answers must stay what the client's types say.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type ThreadAnswer = z.infer<typeof messageThreadSummarySchema>;
const checks: [
  Same<z.infer<typeof trackDetailsSchema>, TrackDetails>,
  Same<z.infer<typeof songPostSchema>, SongPost>,
  Same<z.infer<typeof likeResponseSchema>, LikeResponse>,
  Same<z.infer<typeof userSearchResultSchema>, UserSearchResult>,
  Same<Pick<ThreadAnswer, keyof MessageThreadSummary>, MessageThreadSummary>,
] = [true, true, true, true, true];
void checks;
// Replies hold no replies of their own (a recursive schema would not document well): every
// shared Comment fits the answer schema.
const commentCheck: Comment extends z.infer<typeof commentSchema> ? true : false = true;
void commentCheck;
