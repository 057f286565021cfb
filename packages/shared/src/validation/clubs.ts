import { z } from 'zod';
import {
  CLUB_DESCRIPTION_MAX_LENGTH,
  CLUB_NAME_MAX_LENGTH,
  CLUB_PICTURE_MAX_CHARS,
  CLUB_THUMBNAIL_MAX_CHARS,
  CURATOR_STATE,
  MSG,
  USER_PICKER_LIMIT_TEXT,
  USER_PICKER_MAX,
} from '@upclub/shared/constants';
import { idRule, pictureRule } from './rules';

// The club forms and bodies of spec part 2 §5 and §7; the API validates the same bodies.

const maxChars = (n: number) => `Maximum of ${n} characters`;

/** Server texts of the club calls that the spec does not word (the client shows them as notices). */
export const CLUB_MESSAGES = {
  nameLength: maxChars(CLUB_NAME_MAX_LENGTH),
  /** 'Maximum of 400 characters' (spec part 2 §5). */
  descriptionLength: maxChars(CLUB_DESCRIPTION_MAX_LENGTH),
  pictureLength: maxChars(CLUB_PICTURE_MAX_CHARS),
  thumbnailLength: maxChars(CLUB_THUMBNAIL_MAX_CHARS),
  invalidPicture: MSG.invalidPicture,
  invalidState: 'Answer 1 (decline) or 2 (accept).',
  tooManyCurators: USER_PICKER_LIMIT_TEXT.message,
  ownerCannotFollow: 'You own this club.',
  ownerCannotLeave: 'The owner cannot leave the club.',
  ownerCannotBeRemoved: 'The owner of a club cannot be removed as a curator.',
  alreadyCurator: 'You are already a curator of this club.',
  alreadyRequested: 'You have already requested to curate this club.',
  alreadyAnswered: 'This has already been answered.',
} as const;

export const clubNameRule = () =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(CLUB_NAME_MAX_LENGTH, CLUB_MESSAGES.nameLength);

export const clubDescriptionRule = () =>
  z.string().trim().max(CLUB_DESCRIPTION_MAX_LENGTH, CLUB_MESSAGES.descriptionLength);

/** Create club modal: the name only. */
export const createClubSchema = z.object({ club_name: clubNameRule() });
export type CreateClubInput = z.infer<typeof createClubSchema>;

/** Club settings: only the changed fields are sent; a picture field only when the picture changed. */
export const updateClubSchema = z
  .object({
    club_name: clubNameRule(),
    club_description: clubDescriptionRule(),
    club_picture: pictureRule(CLUB_PICTURE_MAX_CHARS, CLUB_MESSAGES.pictureLength),
    thumbnail_picture: pictureRule(CLUB_THUMBNAIL_MAX_CHARS, CLUB_MESSAGES.thumbnailLength),
  })
  .partial()
  .strict();
export type UpdateClubInput = z.infer<typeof updateClubSchema>;

/** followclub, unfollowclub and requesttocurate. */
export const clubRefSchema = z.object({ club: idRule() });

/** Invite curators: selected plus already curating or invited users fewer than USER_PICKER_MAX. */
export const inviteClubCuratorsSchema = z.object({
  club: idRule(),
  invitedusers: z
    .array(idRule())
    .min(1, MSG.required)
    .max(USER_PICKER_MAX - 1, CLUB_MESSAGES.tooManyCurators),
});
export type InviteClubCuratorsInput = z.infer<typeof inviteClubCuratorsSchema>;

/** respondtocuratorrequest and respondtocuratorinvite: 1 declines, 2 accepts. */
export const respondToCuratorSchema = z.object({
  invite_request_state: z.union([z.literal(CURATOR_STATE.declined), z.literal(CURATOR_STATE.accepted)], {
    error: CLUB_MESSAGES.invalidState,
  }),
});
