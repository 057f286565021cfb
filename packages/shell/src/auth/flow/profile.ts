import { createProfile, getMyProfile, statusOf } from '@upclub/shared/api';
import { setCurrentUser } from '@upclub/shared/bus';
import type { UserProfile } from '@upclub/shared/types';

/** Login step 2: the signed-in user's profile; a 404 means none exists yet, so it is created. */
export async function loadOrCreateProfile(): Promise<UserProfile> {
  let profile: UserProfile;
  try {
    profile = await getMyProfile();
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    profile = await createProfile();
  }
  setCurrentUser(profile);
  return profile;
}
