import { reportError } from '@upclub/shared/api';
import { noticeSuccess } from '@upclub/shared/bus';

/**
 * A message form's send: `sent` as a success notice, or the failure told once (spec §8: what the
 * API client has not told already); whether it went (the form then empties).
 */
export async function sendTelling(send: () => Promise<unknown>, sent: string): Promise<boolean> {
  try {
    await send();
    noticeSuccess(sent);
    return true;
  } catch (error) {
    reportError(error);
    return false;
  }
}
