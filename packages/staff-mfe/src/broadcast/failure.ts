import { detailOf, statusOf } from '@upclub/shared/api';
import { noticeError, noticeSuccess } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';

/**
 * A failed send: the API client already shows 400/401 field messages and the no-network notice
 * (spec §8) unless the call was quiet; any other answer (403 without the bit, a server error) shows
 * its detail here.
 */
export function noticeSendFailure(error: unknown, quietCall = false) {
  const status = statusOf(error);
  if (status === undefined || status === 401 || (status === 400 && !quietCall)) return;
  noticeError(detailOf(error) ?? NOTICE.requestFailed);
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
