import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@upclub/shared/constants';
import type { FollowListUser, FollowResponse, Notification } from '@upclub/shared/types';
import { songPostSchema } from './posts';

// Response bodies of follows, follow lists and notifications (spec part 2 §3); each checked
// against @upclub/shared's types below.

const id = () => z.number().int();

export const followResponseSchema = z.object({
  upclubuser_followee: id(),
  followers: id().describe('The followee’s followers afterwards'),
  followed: z.boolean(),
});

export const followListUserSchema = z.object({
  upclubuser: id(),
  username: z.string(),
  name: z.string().describe('First and last name'),
  thumbnail_picture: z.string().nullable(),
  followers: id().describe('How many follow this user'),
  posts: id().describe('How many posts this user made'),
  followed: z.boolean().describe('Whether the signed-in user follows this user'),
  upclubuser_follower: id().optional().describe('On followers lists: the follower'),
  upclubuser_followee: id().optional().describe('On following lists: the followee'),
});

export const notificationSchema = z.object({
  id: id(),
  notification_type: z.enum(NOTIFICATION_TYPES),
  created_at: z.string().describe('ISO time'),
  notification_age: z.string().describe("'now', '5m', '3h', '2d', '3w', then a date"),
  username: z.string().describe('The actor'),
  thumbnail_picture: z.string().nullable(),
  upclubuser: id().describe('The actor’s id'),
  upclubuser_follower_username: z.string().nullable().describe('follow: who followed'),
  song_post: id().nullable(),
  post: songPostSchema.nullable().describe('The post; null when it was removed (‘Post had been removed.’)'),
  usercomment_text: z
    .string()
    .nullable()
    .describe('comment, reply, mention_comment: the comment, mentions as @username'),
  club: id().nullable(),
  club_name: z.string().nullable(),
  messagethread: id().nullable(),
  curatorrequest: id().nullable(),
  curatorinvite: id().nullable(),
  curatorinviterequeststate: id().nullable().describe('1 declined, 2 accepted, otherwise pending'),
  followed: z.boolean().describe('Whether the signed-in user follows the actor'),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<z.infer<typeof followResponseSchema>, FollowResponse>,
  Same<z.infer<typeof followListUserSchema>, FollowListUser>,
  Same<z.infer<typeof notificationSchema>, Notification>,
] = [true, true, true];
void checks;
