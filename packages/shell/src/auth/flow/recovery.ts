import { detailOf, resetPassword, sendResetCode, sendUsername, untoldErrorText } from '@upclub/shared/api';
import { noticeError, noticeSuccess } from '@upclub/shared/bus';
import { clearResetUsername, saveResetUsername } from '@upclub/shared/session';
import { NOTICE, SERVER_DETAIL } from '@upclub/shared/constants';
import type { ResetPasswordInput } from '@upclub/shared/validation';

// Password and username recovery (spec §4) with the error catalogue of spec §8.

/** Forgot password: 'Not found.' -> 'Username not found', anything else -> 'Request failed'. */
export function forgotPasswordError(error: unknown): string {
  return detailOf(error) === SERVER_DETAIL.notFound ? NOTICE.usernameNotFound : NOTICE.requestFailed;
}

/** Reset password: 'Not found.', 'Wrong code.', 'Retry limit. New code sent.' (as received), else 'Request failed'. */
export function resetPasswordError(error: unknown): string {
  switch (detailOf(error)) {
    case SERVER_DETAIL.notFound:
      return NOTICE.usernameNotFound;
    case SERVER_DETAIL.wrongCode:
      return NOTICE.wrongResetCode;
    case SERVER_DETAIL.retryLimit:
      return SERVER_DETAIL.retryLimit;
    default:
      return NOTICE.requestFailed;
  }
}

/** Forgot username: 'Not found.' -> 'Email not found', anything else -> 'Request failed'. */
export function forgotUsernameError(error: unknown): string {
  return detailOf(error) === SERVER_DETAIL.notFound ? NOTICE.emailNotFound : NOTICE.requestFailed;
}

/**
 * The error notice of a failed recovery request, in the spec's words. What the API client has
 * told already stays the only notice: no answer ('Please check your internet connection.'), and
 * a 429 (the pause between two mails, the day's cap, the throttles) with how long to wait, which
 * the spec's 'Request failed' would hide.
 */
function reportFailure(error: unknown, textOf: (error: unknown) => string): void {
  if (untoldErrorText(error) !== null) noticeError(textOf(error));
}

/** Sends a reset code; on success keeps the username for change-password. */
export async function requestResetCode(username: string): Promise<boolean> {
  try {
    await sendResetCode(username);
  } catch (error) {
    reportFailure(error, forgotPasswordError);
    return false;
  }
  saveResetUsername(username);
  noticeSuccess(NOTICE.resetCodeSent);
  return true;
}

export async function changePassword(input: ResetPasswordInput): Promise<boolean> {
  try {
    await resetPassword(input);
  } catch (error) {
    reportFailure(error, resetPasswordError);
    return false;
  }
  clearResetUsername();
  noticeSuccess(NOTICE.passwordChanged);
  return true;
}

export async function requestUsername(email: string): Promise<boolean> {
  try {
    await sendUsername(email);
  } catch (error) {
    reportFailure(error, forgotUsernameError);
    return false;
  }
  noticeSuccess(NOTICE.usernameSent);
  return true;
}
