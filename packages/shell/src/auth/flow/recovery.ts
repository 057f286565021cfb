import { detailOf, resetPassword, sendResetCode, sendUsername } from '@upclub/shared/api';
import { noticeError, noticeSuccess } from '@upclub/shared/bus';
import { clearResetUsername, saveResetUsername } from '@upclub/shared/session';
import { NOTICE, SERVER_DETAIL, type ResetPasswordInput } from '@upclub/shared/validation';

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

/** Sends a reset code; on success keeps the username for change-password. */
export async function requestResetCode(username: string): Promise<boolean> {
  try {
    await sendResetCode(username);
  } catch (error) {
    noticeError(forgotPasswordError(error));
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
    noticeError(resetPasswordError(error));
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
    noticeError(forgotUsernameError(error));
    return false;
  }
  noticeSuccess(NOTICE.usernameSent);
  return true;
}
