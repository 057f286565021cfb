import { createProfile, isAxiosError, login, register } from '@upclub/shared/api';
import { setCurrentUser } from '@upclub/shared/bus';
import { clearProductSession, clearRecentSearches, setToken } from '@upclub/shared/session';
import type { SignupUser } from '@upclub/shared/types';
import { startAuthorization } from './authorize';
import { loadOrCreateProfile } from './profile';

export type SignupOutcome =
  | { kind: 'fieldErrors'; errors: Record<string, string> }
  | { kind: 'failed' }
  | { kind: 'loginFailed' }
  | { kind: 'authorizing' };

/** The first message of each field of a DRF 400 body (non_field_errors included). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null;
  const data: unknown = error.response.data;
  if (!data || typeof data !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    const first = Array.isArray(value) ? value.find((v): v is string => typeof v === 'string') : value;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

/**
 * Sign-up (spec §4): register; on success log in with the new credentials, create the profile
 * (empty payload) and go to provider authorization. A new account is never the user of a
 * stored provider holder, so the recent searches of the browser's previous user are cleared.
 */
export async function signUp(user: SignupUser): Promise<SignupOutcome> {
  try {
    await register(user);
  } catch (error) {
    const errors = serverFieldErrors(error);
    return errors ? { kind: 'fieldErrors', errors } : { kind: 'failed' };
  }
  try {
    const { token } = await login(user.username, user.password);
    setToken(token);
    try {
      setCurrentUser(await createProfile());
    } catch {
      await loadOrCreateProfile();
    }
  } catch {
    clearProductSession();
    return { kind: 'loginFailed' };
  }
  clearRecentSearches();
  await startAuthorization();
  return { kind: 'authorizing' };
}
