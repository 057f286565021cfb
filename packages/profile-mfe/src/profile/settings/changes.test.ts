import type { UserProfile } from '@upclub/shared/types';
import { changesOf, formOf } from './changes';

const base = {
  upclubuser: 5,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  profile_description: 'Bio',
  profile_twitter: null,
  profile_instagram: 'ada.i',
  phone_number: '+14155552671',
  profile_picture: null,
  thumbnail_picture: null,
} as UserProfile;

describe('profile save: only what changed', () => {
  it('sends nothing for an untouched form (the phone reads back to the same E.164 number)', () => {
    expect(formOf(base)).toMatchObject({ phone_country: 'US', phone_national: '(415) 555-2671' });
    expect(changesOf(base, formOf(base), null)).toEqual({});
  });

  it('sends the changed fields trimmed; emptied handles as none, an emptied phone as empty', () => {
    const form = { ...formOf(base), last_name: ' King ', profile_instagram: '', phone_national: '' };
    expect(changesOf(base, form, null)).toEqual({ last_name: 'King', profile_instagram: null, phone_number: '' });
  });

  it('sends a new phone in international form, and the pictures only with a confirmed crop', () => {
    const form = { ...formOf(base), phone_country: 'GB' as const, phone_national: '07400 123456' };
    const picture = { profile_picture: 'data:p', thumbnail_picture: 'data:t' };
    expect(changesOf(base, form, picture)).toEqual({
      phone_number: '+447400123456',
      profile_picture: 'data:p',
      thumbnail_picture: 'data:t',
    });
  });
});
