import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { MSG } from '@upclub/shared/constants';
import { firstErrors } from './errors';
import metadataJson from './phone-metadata.json';
import { PHONE_COUNTRIES, checkPhone, type PhoneCountry } from './phone';
import { updateProfileSchema, type UpdateProfileInput } from './schemas';

// The profile settings form (spec part 2 §5): the same rules the API checks updateprofile with,
// and the phone as typed (a country and a national number, as at sign-up).

const metadata = metadataJson as unknown as MetadataJson;

/** The phone as sent: '' when empty, E.164 when valid, else the message to show (sign-up's rule). */
export function phoneFor(national: string, country: PhoneCountry): { e164: string } | { error: string } {
  if (!national.trim()) return { e164: '' };
  const check = checkPhone(national, country);
  if (check.ok) return { e164: check.e164 };
  return { error: check.reason === 'invalid' ? MSG.invalidPhone : MSG.mobileOnly };
}

/** A stored E.164 number as the phone field shows it: its country and national number. */
export function splitPhone(
  e164: string | null | undefined,
  fallback: PhoneCountry = 'US',
): { country: PhoneCountry; national: string } {
  const parsed = e164 ? parsePhoneNumberFromString(e164, metadata) : undefined;
  const country = parsed?.country;
  if (!parsed || !country || !(PHONE_COUNTRIES as readonly string[]).includes(country)) {
    return { country: fallback, national: e164 ?? '' };
  }
  return { country: country as PhoneCountry, national: parsed.formatNational() };
}

/** What the profile settings form holds, every field as typed. */
export interface ProfileForm {
  username: string;
  first_name: string;
  last_name: string;
  profile_description: string;
  profile_twitter: string;
  profile_instagram: string;
  phone_country: PhoneCountry;
  phone_national: string;
}

export type ProfileFormField = Exclude<keyof ProfileForm, 'phone_country' | 'phone_national'> | 'phone_number';
export type ProfileFormErrors = Partial<Record<ProfileFormField, string>>;

/** The body fields of a form (no pictures): what updateprofile would take. */
export function profileBodyOf(form: ProfileForm): UpdateProfileInput {
  const phone = phoneFor(form.phone_national, form.phone_country);
  return {
    username: form.username.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    profile_description: form.profile_description.trim(),
    profile_twitter: form.profile_twitter.trim() || null,
    profile_instagram: form.profile_instagram.trim() || null,
    phone_number: 'e164' in phone ? phone.e164 : '',
  };
}

/**
 * The messages of spec part 2 §5 for the form, one per field: 'Maximum of 50 characters' (bio),
 * 'Field should not have spaces' (handles), 'Invalid phone number' and 'Accepts mobile number
 * only'; the username is required ('Field required') and made of letters, digits and - _ @ . +
 * ('Invalid username.'); first and last name are optional.
 */
export function profileFormErrors(form: ProfileForm): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const body = updateProfileSchema.safeParse(profileBodyOf(form));
  if (!body.success) Object.assign(errors, firstErrors(body.error));
  const phone = phoneFor(form.phone_national, form.phone_country);
  if ('error' in phone) errors.phone_number = phone.error;
  return errors;
}
