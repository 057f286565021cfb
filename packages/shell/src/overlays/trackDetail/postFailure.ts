import { detailOf, messagesOf, statusOf } from '@upclub/shared/api';
import { NOTICE } from '@upclub/shared/constants';

/**
 * The error notice for a failed post (spec §8: the server's detail text), or null when the API
 * client has already told the user (no network).
 */
export function postFailureText(error: unknown): string | null {
  if (statusOf(error) === undefined) return null;
  const data = (error as { response?: { data?: unknown } }).response?.data;
  return detailOf(error) ?? messagesOf(data)[0] ?? NOTICE.requestFailed;
}
