import { login } from '@upclub/shared/api';
import { streamingProvider } from '@upclub/shared/providers';
import type { NextRoute } from '@upclub/shared/guard';
import { clearProductSession, saveNextPage, setToken, takeNextPage } from '@upclub/shared/session';
import type { LoginInput } from '@upclub/shared/validation';
import { loadOrCreateProfile } from './profile';

export type LoginOutcome = { kind: 'failed' } | { kind: 'connected'; to: string } | { kind: 'authorizing' };

/**
 * The login flow of spec §4: token, profile (created on 404), the provider's account link
 * (Spotify: its token or consent; OpenSubsonic: the API's link, else the connect form),
 * then the `next` route if given, else discover. A failed login only reports `failed`
 * (spec §8: the loading state stops, no message).
 */
export async function logIn(credentials: LoginInput, next: NextRoute | null): Promise<LoginOutcome> {
  if (next) saveNextPage(next);
  let username: string;
  try {
    const { token } = await login(credentials.username, credentials.password);
    setToken(token);
    username = (await loadOrCreateProfile()).username;
  } catch {
    clearProductSession();
    return { kind: 'failed' };
  }
  const outcome = await streamingProvider().accountLink.connect(username);
  return outcome === 'connected' ? { kind: 'connected', to: takeNextPage() } : { kind: 'authorizing' };
}
