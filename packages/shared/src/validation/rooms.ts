import { z } from 'zod';
import { DB_ID_MAX, MSG } from '@upclub/shared/constants';
import { ROOM_ACTIONS, ROOM_ERRORS, ROOM_REACTIONS } from '@upclub/shared/rooms';
import { idRule } from './rules';

// The bodies of the listening rooms' calls (docs/rooms.md); the API validates the same ones.

/** One of `choices`, with DRF's messages. */
const choice = <T extends readonly [string, ...string[]]>(choices: T) =>
  z.enum(choices, {
    error: (issue) => (issue.input === undefined ? MSG.required : ROOM_ERRORS.notAChoice(issue.input)),
  });

/** A position in a song, in whole milliseconds. */
const positionRule = () =>
  z
    .number({ error: MSG.invalidId })
    .int(MSG.invalidId)
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(DB_ID_MAX, MSG.invalidId);

/** POST rooms/{room}/control/. */
export const roomControlSchema = z.object({
  action: choice(ROOM_ACTIONS),
  position_ms: positionRule().optional(),
  version: idRule().optional(),
});

/** POST rooms/{room}/queue/: a post, or a track id from song search (exactly one). */
export const roomQueueSchema = z
  .object({
    song_post: idRule().optional(),
    song: z.string().trim().min(1, MSG.required).max(64, ROOM_ERRORS.trackNotFound).optional(),
  })
  .refine((body) => (body.song_post === undefined) !== (body.song === undefined), {
    message: ROOM_ERRORS.songOrPost,
  });

/** POST rooms/{room}/react/. */
export const roomReactSchema = z.object({ reaction: choice(ROOM_REACTIONS) });
