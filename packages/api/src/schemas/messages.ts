import { z } from 'zod';
import { MESSAGE_KINDS } from '@upclub/shared/types';
import type {
  CheckMessageThreadResponse,
  CreateMessageResponse,
  Message,
  MessageSongPost,
  MessageThread,
  ThreadSettings,
} from '@upclub/shared/types';
import { rowIdParam } from './common';
import { messageThreadSummarySchema, trackDetailsSchema } from './posts';

// Response bodies of the Messages calls (spec part 2 §3 "Message thread", "Message"), each
// checked against @upclub/shared's types below.

export const messageThreadSchema = messageThreadSummarySchema.extend({
  song_post: z.number().int().nullable().describe('The post of the newest message when it carries a song'),
  is_group: z.boolean().describe('A group (named or ever more than two members), not a 1:1 thread'),
});

export const messageSongPostSchema = z.object({
  song_post: z.number().int(),
  song: z.string().describe('The provider’s track id'),
  title: z.string(),
  post_type: z.number().int(),
  track_details: trackDetailsSchema.nullable().describe('From the API’s track cache'),
});

export const messageSchema = z.object({
  message: z.number().int(),
  messagethread: z.number().int(),
  text: z.string().describe('Plain text as written (markup in it is text)'),
  thesongpost: messageSongPostSchema.nullable(),
  created_at: z.string().describe('ISO time'),
  upclubuser: z.number().int().nullable().describe('The sender (null when their account is gone)'),
  username: z.string().nullable(),
  thumbnail_picture: z.string().nullable(),
  song: z.string().nullable(),
  song_post: z.number().int().nullable(),
});

export const createMessageResponseSchema = z.object({
  messagethread: z.number().int(),
  thread: messageThreadSchema.describe('The thread as the sender’s list now shows it'),
  message: messageSchema,
});

export const checkMessageThreadResponseSchema = z.object({
  messagethread: z.number().int().nullable().describe('The thread of exactly these members, or null'),
});

export const threadSettingsResponseSchema = z.object({
  messagethread: z.number().int(),
  notify: z.boolean().describe('False: no toast for the thread’s new messages'),
  mute: z.boolean().describe('True: no toast, and the thread does not count in message_notifications'),
});

export const messagesParamsSchema = z.object({
  id: rowIdParam(),
  kind: z.enum(MESSAGE_KINDS),
});

// The answers must stay what the client's types say.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<z.infer<typeof messageThreadSchema>, MessageThread>,
  Same<z.infer<typeof messageSongPostSchema>, MessageSongPost>,
  Same<z.infer<typeof messageSchema>, Message>,
  Same<z.infer<typeof createMessageResponseSchema>, CreateMessageResponse>,
  Same<z.infer<typeof checkMessageThreadResponseSchema>, CheckMessageThreadResponse>,
  Same<z.infer<typeof threadSettingsResponseSchema>, ThreadSettings>,
] = [true, true, true, true, true, true];
void checks;
