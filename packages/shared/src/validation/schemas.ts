import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  BROADCAST_TEXT_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  MENTIONS_MAX,
  PASSWORD_MIN_LENGTH,
  POST_TITLE_MAX_LENGTH,
  PROFILE_PICTURE_MAX_CHARS,
  PROFILE_THUMBNAIL_MAX_CHARS,
  RESET_CODE_MAX_LENGTH,
  SOCIAL_HANDLE_MAX_LENGTH,
  USER_PICKER_MAX,
  USERNAME_MAX_LENGTH,
} from '@upclub/shared/constants';
import { MSG, USER_PICKER_LIMIT_TEXT } from '@upclub/shared/constants';
import { POST_TYPE_USER } from '@upclub/shared/types';
import { checkPhone } from './phone';
import { idRule, pictureRule } from './rules';

// One zod schema per form/body of spec §5; the API validates the same bodies with them,
// so client and server can never disagree on a rule or its message.

const NAME_CHARS = /^[\p{L}\p{N}\s-]+$/u;
const USERNAME_CHARS = /^[A-Za-z0-9\-_@.+]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string = MSG.required) => z.string({ error: MSG.required }).trim().min(1, message);

const noSpaces = () =>
  z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .refine((v) => !/\s/.test(v), MSG.noSpaces);

export const passwordRule = () =>
  z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .refine((v) => !/\s/.test(v), MSG.noSpaces)
    .refine((v) => v.length >= PASSWORD_MIN_LENGTH, MSG.passwordLength);

const personName = () => required().refine((v) => NAME_CHARS.test(v), MSG.noSpecialCharacters);
const optionalPersonName = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || NAME_CHARS.test(v), MSG.noSpecialCharacters)
    .refine((v) => v.length <= 150, MSG.noSpecialCharacters);

/** A twitter or instagram handle: empty (none), or without spaces (spec part 2 §5). */
export const socialHandleRule = () =>
  z
    .string()
    .trim()
    .refine((v) => !/\s/.test(v), MSG.noSpaces)
    .refine((v) => v.length <= SOCIAL_HANDLE_MAX_LENGTH, MSG.socialHandleLength)
    .nullable();

export const usernameRule = () =>
  z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .refine((v) => USERNAME_CHARS.test(v), MSG.invalidUsername)
    .refine((v) => v.length <= USERNAME_MAX_LENGTH, MSG.invalidUsername);

/**
 * A username typed to sign in or recover: no spaces, and no longer than any username can be, so
 * that a megabyte of "username" is refused before a lookup or a password hash is spent on it.
 */
const typedUsername = () => noSpaces().refine((v) => v.length <= USERNAME_MAX_LENGTH, MSG.invalidUsername);

export const emailRule = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine((v) => EMAIL.test(v) && v.length <= 254, MSG.emailFormat);

/** Phone as sent by the client: empty, or full international (E.164) form of a mobile number. */
export const phoneRule = () =>
  z
    .string()
    .trim()
    .optional()
    .superRefine((v, ctx) => {
      if (!v) return;
      const check = checkPhone(v);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.reason === 'invalid' ? MSG.invalidPhone : MSG.mobileOnly });
      }
    });

export const loginSchema = z.object({
  username: typedUsername(),
  password: noSpaces(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const login2Schema = loginSchema.extend({
  fcm_device: z.string().max(4096).optional(),
});

export const logout2Schema = z.object({ fcm_device: z.string().max(4096).optional() });

export const signupSchema = z.object({
  username: usernameRule(),
  password: passwordRule(),
  first_name: personName(),
  last_name: personName(),
  email: emailRule(),
  phone_number: phoneRule(),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ username: typedUsername() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetCodeRule = () => noSpaces().refine((v) => v.length <= RESET_CODE_MAX_LENGTH, MSG.resetCodeLength);

export const resetPasswordSchema = z.object({
  username: typedUsername(),
  resetcode: resetCodeRule(),
  password: passwordRule(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const forgotUsernameSchema = z.object({ email: emailRule() });
export type ForgotUsernameInput = z.infer<typeof forgotUsernameSchema>;

/** The mentioned users' ids: each an id the database holds (one past int4 would fail the insert). */
const mentionIds = () => z.array(idRule()).max(MENTIONS_MAX, MSG.maxMentions);

export const captionRule = () => z.string().max(CAPTION_MAX_LENGTH, MSG.captionLength);

/** A comment's or reply's text: required, at most COMMENT_MAX_LENGTH characters as typed. */
export const commentTextRule = () => required().max(COMMENT_MAX_LENGTH, MSG.commentLength);

export const commentSchema = z.object({
  text: commentTextRule(),
  mentions: mentionIds().default([]),
});

export const postCaptionSchema = z.object({
  comment: captionRule().default(''),
  mentions: mentionIds().default([]),
});

// ---- the music loop: bodies of postsong, comments and sharepost (the API validates with these) ----

/** Server texts of the music loop that the spec does not word (the client shows them as notices). */
export const SHARE_MESSAGES = {
  invalidTrack: 'Invalid track id.',
  noTarget: 'Select at least one user or message thread.',
  /** The user pickers' limit message (spec part 2 §5), said by the server too. */
  tooManyUsers: USER_PICKER_LIMIT_TEXT.message,
} as const;

/** A provider track id as the client sends it. */
const trackIdRule = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(64, SHARE_MESSAGES.invalidTrack)
    .regex(/^[A-Za-z0-9_-]+$/, SHARE_MESSAGES.invalidTrack);

/** v1/postsong/: the caption rules plus the track and where it goes. */
export const postSongSchema = postCaptionSchema.extend({
  song: trackIdRule(),
  title: z.string().trim().max(POST_TITLE_MAX_LENGTH).default(''),
  club: idRule().nullable().optional(),
  post_type: z.number().int().min(0).max(32_767).default(POST_TYPE_USER),
});
export type PostSongInput = z.infer<typeof postSongSchema>;

/** v1/postfirstlevelcomment/ */
export const postCommentSchema = commentSchema.extend({ song_post: idRule() });
/** v1/postsecondlevelcomment/ */
export const postReplySchema = commentSchema.extend({ comment_parent: idRule() });

/** v1/likesongpost/ and v1/unlikesongpost/ */
export const likeSchema = z.object({ song_post: idRule() });

/** v1/sharepost/: at least one user or thread; at most USER_PICKER_MAX users (spec part 2 §5). */
export const sharePostSchema = z
  .object({
    upclubusers: z.array(idRule()).max(USER_PICKER_MAX, SHARE_MESSAGES.tooManyUsers).default([]),
    messagethreads: z.array(idRule()).max(USER_PICKER_MAX).default([]),
    song_post: idRule(),
  })
  .refine((v) => v.upclubusers.length + v.messagethreads.length > 0, { message: SHARE_MESSAGES.noTarget });
export type SharePostInput = z.infer<typeof sharePostSchema>;

export const broadcastSchema = z.object({
  text_message: required().refine((v) => v.length <= BROADCAST_TEXT_MAX_LENGTH, MSG.broadcastLength),
});

/** Body of v1/follow/ and v1/unfollow/ (spec part 2 §7 "Users"). */
export const followUserSchema = z.object({ upclubuser_followee: idRule() });
export type FollowUserInput = z.infer<typeof followUserSchema>;

export const updateProfileSchema = z
  .object({
    // First and last name are optional on a profile (spec part 2 §5): empty clears them.
    /** A new username (spec part 2 §5 profile rules): unique whatever its case. */
    username: usernameRule(),
    first_name: optionalPersonName(),
    last_name: optionalPersonName(),
    email: emailRule(),
    /** The current password: required when `email` changes it. */
    password: z.string().max(4096),
    phone_number: phoneRule(),
    profile_description: z.string().trim().max(BIO_MAX_LENGTH, MSG.bioLength),
    profile_twitter: socialHandleRule(),
    profile_instagram: socialHandleRule(),
    // base64 PNG data URLs of the cropped picture and its thumbnail (spec part 2 §9).
    profile_picture: pictureRule(PROFILE_PICTURE_MAX_CHARS, `Maximum of ${PROFILE_PICTURE_MAX_CHARS} characters`),
    thumbnail_picture: pictureRule(PROFILE_THUMBNAIL_MAX_CHARS, `Maximum of ${PROFILE_THUMBNAIL_MAX_CHARS} characters`),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
