import { MSG } from '@upclub/shared/constants';
import { phoneFor, profileFormErrors, splitPhone, type ProfileForm } from './profile';

const valid: ProfileForm = {
  username: 'ada.l',
  first_name: '',
  last_name: '',
  profile_description: '',
  profile_twitter: '',
  profile_instagram: '',
  phone_country: 'US',
  phone_national: '',
};

describe('profile settings rules (spec part 2 §5)', () => {
  it('accepts an empty form: names, bio, handles and phone are optional', () => {
    expect(profileFormErrors(valid)).toEqual({});
  });

  it("username required, of letters, digits and - _ @ . + only ('Invalid username.')", () => {
    expect(profileFormErrors({ ...valid, username: '  ' })).toEqual({ username: MSG.required });
    expect(profileFormErrors({ ...valid, username: 'ada lovelace' })).toEqual({ username: MSG.invalidUsername });
    expect(profileFormErrors({ ...valid, username: 'a-d_a@x.y+1' })).toEqual({});
  });

  it('bio at most 50 characters', () => {
    expect(profileFormErrors({ ...valid, profile_description: 'x'.repeat(50) })).toEqual({});
    expect(profileFormErrors({ ...valid, profile_description: 'x'.repeat(51) })).toEqual({
      profile_description: MSG.bioLength,
    });
  });

  it('handles without spaces', () => {
    expect(profileFormErrors({ ...valid, profile_twitter: 'a b', profile_instagram: 'c\td' })).toEqual({
      profile_twitter: MSG.noSpaces,
      profile_instagram: MSG.noSpaces,
    });
  });

  it('phone: invalid, fixed line, or outside the 31 countries', () => {
    expect(profileFormErrors({ ...valid, phone_national: '123' }).phone_number).toBe(MSG.invalidPhone);
    expect(profileFormErrors({ ...valid, phone_country: 'GB', phone_national: '020 7946 0018' }).phone_number).toBe(
      MSG.mobileOnly,
    );
    expect(profileFormErrors({ ...valid, phone_national: '+81 90 1234 5678' }).phone_number).toBe(MSG.invalidPhone);
    expect(profileFormErrors({ ...valid, phone_country: 'DE', phone_national: '01512 3456789' })).toEqual({});
  });

  it('the phone goes out in international form and comes back split', () => {
    expect(phoneFor('07400 123456', 'GB')).toEqual({ e164: '+447400123456' });
    expect(splitPhone('+447400123456')).toEqual({ country: 'GB', national: '07400 123456' });
    expect(splitPhone(null)).toEqual({ country: 'US', national: '' });
  });
});
