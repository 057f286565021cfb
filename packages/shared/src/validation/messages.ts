import { z } from 'zod';
import {
  MESSAGE_ERRORS,
  MESSAGE_TEXT_MAX_LENGTH,
  MESSAGE_THREAD_NAME_MAX_LENGTH,
  MSG,
  USER_PICKER_MAX,
  characterCount,
} from '@upclub/shared/constants';
import { idRule } from './rules';

// The bodies of the Messages calls (spec part 2 §5, §7); the API validates the same bodies, so
// the message input and the server refuse the same things with the same words (MESSAGE_ERRORS,
// in the constants).

/**
 * The users a picker sends: fewer than USER_PICKER_MAX (spec part 2 §5: "selected plus
 * already-disabled users must be fewer than 25"); each user once.
 */
const pickedUsers = () =>
  z
    .array(idRule())
    .max(USER_PICKER_MAX - 1, MESSAGE_ERRORS.tooManyUsers)
    .transform((ids) => [...new Set(ids)]);

/** A message's text: trimmed (blank is none), at most MESSAGE_TEXT_MAX_LENGTH characters. */
export const messageTextRule = () =>
  z
    .string()
    .trim()
    .refine((v) => characterCount(v) <= MESSAGE_TEXT_MAX_LENGTH, MESSAGE_ERRORS.textLength);

/** The message input (spec part 2 §2): what the footer sends. */
export const messageInputSchema = z.object({ text: messageTextRule() }).refine((v) => v.text.length > 0, {
  message: MESSAGE_ERRORS.empty,
});

/**
 * v1/createmessage/: into an existing thread (`messagethread`), or a new one with `upclubusers`;
 * text, a song post, or both.
 */
export const createMessageSchema = z
  .object({
    messagethread: idRule().nullable().default(null),
    text: messageTextRule().default(''),
    song_post: idRule().nullable().default(null),
    upclubusers: pickedUsers().default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.text && v.song_post === null) ctx.addIssue({ code: 'custom', message: MESSAGE_ERRORS.empty });
    if (v.messagethread === null && v.upclubusers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['upclubusers'], message: MESSAGE_ERRORS.noUsers });
    }
  });
export type CreateMessageInput = z.infer<typeof createMessageSchema>;

/** v1/checkmessagethread/: the other members of the thread looked for. */
export const checkMessageThreadSchema = z.object({
  upclubusers: pickedUsers().refine((ids) => ids.length > 0, MESSAGE_ERRORS.noUsers),
});

/** v1/adduserstomessagethread/{id}: the users to add (the thread's members count towards the limit too). */
export const addUsersToThreadSchema = z.object({
  upclubusers: pickedUsers().refine((ids) => ids.length > 0, MESSAGE_ERRORS.noUsers),
});

/** v1/setmessagethreadsettings/{id}: the chat settings' two switches (either may be left out). */
export const threadSettingsSchema = z.object({ notify: z.boolean().optional(), mute: z.boolean().optional() }).strict();
export type ThreadSettingsBody = z.infer<typeof threadSettingsSchema>;

/** v1/setmessagethreadname/{id}, and the settings modal's Group Name. */
export const threadNameSchema = z.object({
  messagethreadname: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine((v) => characterCount(v) <= MESSAGE_THREAD_NAME_MAX_LENGTH, MESSAGE_ERRORS.nameLength),
});
