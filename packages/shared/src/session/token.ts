import { forgetSessionEnded } from './ended';
import { STORAGE_KEYS } from './keys';

/** The product API token (spec: "Login response: token"). */
export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}
export function setToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  // A new session: an earlier one's end is no longer news.
  forgetSessionEnded();
}
export function clearToken(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.authenticated);
}
