import { reportError } from '@upclub/shared/api';
import { noticeSuccess } from '@upclub/shared/bus';

/**
 * A failed send, told once (spec §8): the API client tells what it can (no answer, 400, 401, a
 * refused write, a quiet call's 429 or server fault); anything left (a quiet call's 400 or 403)
 * is said here.
 */
export function noticeSendFailure(error: unknown) {
  reportError(error);
}

/** A message form's send: `sent` as a success notice, or the failure told; whether it went (the form then empties). */
export async function sendTelling(send: () => Promise<unknown>, sent: string): Promise<boolean> {
  try {
    await send();
    noticeSuccess(sent);
    return true;
  } catch (error) {
    noticeSendFailure(error);
    return false;
  }
}
