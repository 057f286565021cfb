import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  BROADCAST_TEXT_MAX_LENGTH,
  CAPTION_MAX_LENGTH,
  MENTIONS_MAX,
  PASSWORD_MIN_LENGTH,
  PROFILE_PICTURE_MAX_CHARS,
  PROFILE_THUMBNAIL_MAX_CHARS,
  RESET_CODE_MAX_LENGTH,
} from '@upclub/shared/constants';
import { MSG } from '@upclub/shared/constants';
import { checkPhone } from './phone';

// One zod schema per form/body of spec §5; the API validates the same bodies with them,
// so client and server can never disagree on a rule or its message.

const NAME_CHARS = /^[\p{L}\p{N}\s-]+$/u;
const USERNAME_CHARS = /^[A-Za-z0-9\-_@.+]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string = MSG.required) =>
  z.string({ error: MSG.required }).trim().min(1, message);

const noSpaces = () =>
  z.string({ error: MSG.required }).min(1, MSG.required).refine((v) => !/\s/.test(v), MSG.noSpaces);

export const passwordRule = () =>
  z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .refine((v) => !/\s/.test(v), MSG.noSpaces)
    .refine((v) => v.length >= PASSWORD_MIN_LENGTH, MSG.passwordLength);

const personName = () => required().refine((v) => NAME_CHARS.test(v), MSG.noSpecialCharacters);

export const usernameRule = () =>
  z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .refine((v) => USERNAME_CHARS.test(v), MSG.invalidUsername)
    .refine((v) => v.length <= 150, MSG.invalidUsername);

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
  username: noSpaces(),
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

export const forgotPasswordSchema = z.object({ username: noSpaces() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetCodeRule = () =>
  noSpaces().refine((v) => v.length <= RESET_CODE_MAX_LENGTH, MSG.resetCodeLength);

export const resetPasswordSchema = z.object({
  username: noSpaces(),
  resetcode: resetCodeRule(),
  password: passwordRule(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const forgotUsernameSchema = z.object({ email: emailRule() });
export type ForgotUsernameInput = z.infer<typeof forgotUsernameSchema>;

const mentionIds = () => z.array(z.number().int().positive()).max(MENTIONS_MAX, MSG.maxMentions);

export const captionRule = () => z.string().max(CAPTION_MAX_LENGTH, MSG.captionLength);

export const commentSchema = z.object({
  text: required(),
  mentions: mentionIds().default([]),
});

export const postCaptionSchema = z.object({
  comment: captionRule().default(''),
  mentions: mentionIds().default([]),
});

export const broadcastSchema = z.object({
  text_message: required().refine((v) => v.length <= BROADCAST_TEXT_MAX_LENGTH, MSG.broadcastLength),
});

export const updateProfileSchema = z
  .object({
    first_name: personName(),
    last_name: personName(),
    email: emailRule(),
    phone_number: phoneRule(),
    bio: z.string().trim().max(BIO_MAX_LENGTH, MSG.bioLength),
    // base64 PNG data URLs of the cropped picture and its thumbnail (spec part 2 §9).
    profile_picture: z.string().max(PROFILE_PICTURE_MAX_CHARS).nullable(),
    thumbnail_picture: z.string().max(PROFILE_THUMBNAIL_MAX_CHARS).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
