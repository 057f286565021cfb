import { createProfile, isAxiosError, login, register } from '@upclub/shared/api';
import { setCurrentUser } from '@upclub/shared/bus';
import { streamingProvider } from '@upclub/shared/providers';
import { clearProductSession, clearRecentSearches, setToken, takeNextPage } from '@upclub/shared/session';
import type { SignupUser } from '@upclub/shared/types';
import { loadOrCreateProfile } from './profile';

export type SignupOutcome =
  | { kind: 'fieldErrors'; errors: Record<string, string> }
  | { kind: 'failed' }
  | { kind: 'loginFailed' }
  | { kind: 'connected'; to: string }
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
 * (empty payload) and link the provider's account (Spotify: its consent; OpenSubsonic: the connect
 * form). A new account is never the user of a stored provider holder, so the recent searches of
 * the browser's previous user are cleared.
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
  const outcome = await streamingProvider().accountLink.connect(user.username);
  return outcome === 'connected' ? { kind: 'connected', to: takeNextPage() } : { kind: 'authorizing' };
}
