import { COMMENT_MAX_LENGTH, DB_ID_MAX, PROFILE_PICTURE_MAX_CHARS } from '@upclub/shared/constants';
import { MSG, commentSchema, firstErrors, idRule, isPictureDataUrl, likeSchema, updateProfileSchema } from '.';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : firstErrors(r.error as never);
}

describe('shared rules', () => {
  it('keeps a comment to COMMENT_MAX_LENGTH characters with the 1000-character message', () => {
    expect(errorsOf(commentSchema, { text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })).toEqual({ text: MSG.commentLength });
    expect(errorsOf(commentSchema, { text: 'x'.repeat(COMMENT_MAX_LENGTH) })).toEqual({});
    expect(errorsOf(commentSchema, { text: ' ' })).toEqual({ text: MSG.required });
  });

  it('takes ids a PostgreSQL integer holds, and says what is wrong with others', () => {
    expect(idRule().parse(DB_ID_MAX)).toBe(DB_ID_MAX);
    for (const bad of [DB_ID_MAX + 1, 0, -1, 1.5, 1e20, '7']) {
      expect(errorsOf(likeSchema, { song_post: bad })).toEqual({ song_post: MSG.invalidId });
    }
    expect(errorsOf(likeSchema, {})).toEqual({ song_post: MSG.required });
  });

  it('takes only PNG or JPEG data URLs of base64 that decodes as pictures', () => {
    for (const ok of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/png;base64,iVBORw0KGgo',
      'data:image/jpeg;base64,/9j/4AAQ',
      'data:image/jpeg;base64,/9j/4A==',
    ]) {
      expect(isPictureDataUrl(ok)).toBe(true);
    }
    for (const bad of [
      'https://tracker.example/p.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/webp;base64,UklGRg==',
      'data:image/png;base64,',
      'data:image/png;base64,A',
      'data:image/png;base64,AAA=A',
      'data:image/png;base64,AA=',
      'data:image/png;base64,AA AA',
      'iVBORw0KGgo=',
    ]) {
      expect(isPictureDataUrl(bad)).toBe(false);
    }
    expect(errorsOf(updateProfileSchema, { profile_picture: 'https://tracker.example/p.png' })).toEqual({
      profile_picture: MSG.invalidPicture,
    });
    expect(
      errorsOf(updateProfileSchema, {
        profile_picture: `data:image/png;base64,${'A'.repeat(PROFILE_PICTURE_MAX_CHARS)}`,
      }),
    ).toEqual({ profile_picture: `Maximum of ${PROFILE_PICTURE_MAX_CHARS} characters` });
    expect(updateProfileSchema.parse({ profile_picture: null })).toEqual({ profile_picture: null });
  });
});
