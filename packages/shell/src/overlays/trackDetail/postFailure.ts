import { detailOf, messagesOf, statusOf } from '@upclub/shared/api';
import { NOTICE } from '@upclub/shared/constants';

const bodyOf = (error: unknown) => (error as { response?: { data?: unknown } }).response?.data;

/**
 * The error notice for a failed post (spec §8: the server's detail text), or null when the API
 * client has already told the user (no network).
 */
export function postFailureText(error: unknown): string | null {
  if (statusOf(error) === undefined) return null;
  return detailOf(error) ?? messagesOf(bodyOf(error))[0] ?? NOTICE.requestFailed;
}

/**
 * The notice for a failed request the API client stays silent about (it reports no network,
 * 400 and 401 itself): the server's detail, else 'Request failed'. Null when already reported.
 */
export function unreportedFailureText(error: unknown): string | null {
  const status = statusOf(error);
  if (status === undefined || status === 400 || status === 401) return null;
  return detailOf(error) ?? NOTICE.requestFailed;
}
