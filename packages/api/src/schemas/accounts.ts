import { z } from 'zod';
import type { NotificationsCount, UserDetails, UserProfile } from '@upclub/shared/types';

// Response bodies of the accounts and profile calls; each checked against @upclub/shared's types.

export const userDetailsSchema = z.object({
  upclubuser: z.number().int().describe('User id'),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: z.number().int().describe('Bit field: 2 metrics, 4 broadcast'),
  profile_picture: z.string().nullable(),
  thumbnail_picture: z.string().nullable().describe('base64 PNG data URL'),
});

/** v1/register/ answers the new user without the password. */
export const registeredUserSchema = userDetailsSchema.extend({
  email: z.string(),
  phone_number: z.string().nullable(),
});

export const profileSchema = userDetailsSchema.extend({
  email: z.string().optional().describe('Only on one’s own profile'),
  phone_number: z.string().nullable().optional().describe('Only on one’s own profile'),
  profile_description: z.string().describe('The bio'),
  profile_twitter: z.string().nullable(),
  profile_instagram: z.string().nullable(),
  posts: z.number().int(),
  clubs: z.number().int().describe('Clubs the user owns or curates'),
  likes_given: z.number().int().describe('Posts the user liked (Up Votes)'),
  followers: z.number().int(),
  followings: z.number().int(),
  followed: z.boolean().describe('Whether the signed-in user follows this user'),
});

export const tokenSchema = z.object({
  token: z.string().describe('40 hex characters: `Authorization: Token <token>`'),
});

export const versionSchema = z.object({ version: z.string() });

export const notificationsCountSchema = z.object({
  notifications: z.number().int().describe('Unread notifications other than messages'),
  message_notifications: z.number().int().describe('Unread messages'),
});

// The answers must stay what the client's types say.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<z.infer<typeof userDetailsSchema>, UserDetails>,
  Same<z.infer<typeof profileSchema>, UserProfile>,
  Same<z.infer<typeof notificationsCountSchema>, NotificationsCount>,
] = [true, true, true];
void checks;
