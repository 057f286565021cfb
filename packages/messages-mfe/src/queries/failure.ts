import { detailOf, isNoResponse, statusOf } from '@upclub/shared/api';
import { noticeError } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';

/**
 * Spec part 2 §8: a failed call's message is shown as an error notice. The API client has told
 * the user already of a 400 or 401 (its field messages) and of no answer; anything else is said
 * here, with the server's detail when it gave one.
 */
export function reportFailure(error: unknown): void {
  const status = statusOf(error);
  if (isNoResponse(error) || status === 400 || status === 401) return;
  noticeError(detailOf(error) ?? NOTICE.requestFailed);
}
