import type { UserProfile } from '@upclub/shared/types';
import { profileBodyOf, splitPhone, type ProfileForm, type UpdateProfileInput } from '@upclub/shared/validation';
import type { ProfilePictures } from './picture';

// What the profile save sends (spec part 2 §4 Profile save): only the changed fields, the
// pictures only when a new crop was confirmed.

/** The form as a profile fills it. */
export function formOf(profile: UserProfile): ProfileForm {
  const phone = splitPhone(profile.phone_number);
  return {
    username: profile.username,
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    profile_description: profile.profile_description ?? '',
    profile_twitter: profile.profile_twitter ?? '',
    profile_instagram: profile.profile_instagram ?? '',
    phone_country: phone.country,
    phone_national: phone.national,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

export function changesOf(
  profile: UserProfile,
  form: ProfileForm,
  picture: ProfilePictures | null,
): UpdateProfileInput {
  const body = profileBodyOf(form);
  const changes: UpdateProfileInput = {};
  if (body.username !== profile.username) changes.username = body.username;
  if (!same(body.first_name, profile.first_name)) changes.first_name = body.first_name;
  if (!same(body.last_name, profile.last_name)) changes.last_name = body.last_name;
  if (!same(body.profile_description, profile.profile_description)) {
    changes.profile_description = body.profile_description;
  }
  if (!same(body.profile_twitter, profile.profile_twitter)) changes.profile_twitter = body.profile_twitter;
  if (!same(body.profile_instagram, profile.profile_instagram)) changes.profile_instagram = body.profile_instagram;
  if (!same(body.phone_number, profile.phone_number)) changes.phone_number = body.phone_number;
  if (picture) {
    changes.profile_picture = picture.profile_picture;
    changes.thumbnail_picture = picture.thumbnail_picture;
  }
  return changes;
}
