import { CLUB_PICTURE_MAX_CHARS, USER_PICKER_MAX } from '@upclub/shared/constants';
import {
  CLUB_MESSAGES,
  MSG,
  createClubSchema,
  firstErrors,
  inviteClubCuratorsSchema,
  respondToCuratorSchema,
  updateClubSchema,
} from '.';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : firstErrors(r.error as never);
}

describe('club rules (spec part 2 §5)', () => {
  it('needs a club name', () => {
    expect(errorsOf(createClubSchema, { club_name: ' ' })).toEqual({ club_name: MSG.required });
    expect(createClubSchema.parse({ club_name: ' Night Owls ' })).toEqual({ club_name: 'Night Owls' });
  });

  it('keeps the description to 400 characters and the pictures to their sizes, sending only changed fields', () => {
    expect(errorsOf(updateClubSchema, { club_description: 'x'.repeat(401) })).toEqual({
      club_description: 'Maximum of 400 characters',
    });
    expect(errorsOf(updateClubSchema, { club_picture: 'A'.repeat(CLUB_PICTURE_MAX_CHARS + 1) })).toEqual({
      club_picture: CLUB_MESSAGES.pictureLength,
    });
    expect(errorsOf(updateClubSchema, { thumbnail_picture: 'data:image/png;base64,@@' })).toEqual({
      thumbnail_picture: CLUB_MESSAGES.invalidPicture,
    });
    expect(updateClubSchema.parse({ club_picture: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual({
      club_picture: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(updateClubSchema.parse({})).toEqual({});
    expect(updateClubSchema.safeParse({ club_owner: 1 }).success).toBe(false);
  });

  it('invites fewer than 25 users, and answers 1 or 2', () => {
    const ids = Array.from({ length: USER_PICKER_MAX }, (_, i) => i + 1);
    expect(errorsOf(inviteClubCuratorsSchema, { club: 1, invitedusers: ids })).toEqual({
      invitedusers: 'You cannot add more that 25 users',
    });
    expect(inviteClubCuratorsSchema.safeParse({ club: 1, invitedusers: ids.slice(1) }).success).toBe(true);
    expect(errorsOf(respondToCuratorSchema, { invite_request_state: 0 })).toEqual({
      invite_request_state: CLUB_MESSAGES.invalidState,
    });
    expect(respondToCuratorSchema.parse({ invite_request_state: 2 })).toEqual({ invite_request_state: 2 });
  });
});
