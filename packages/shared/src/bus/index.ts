import { bufferedChannel, channel, stateChannel } from './bus';
import type { NotificationsCount, UserDetails } from '@upclub/shared/types';

export { bufferedChannel, channel, stateChannel } from './bus';

// ---- Notices (the shell shows them for NOTICE_DURATION_MS at NOTICE_TOP_OFFSET_PX) ----
export type NoticeKind = 'error' | 'success' | 'info';
export interface Notice {
  kind: NoticeKind;
  text: string;
}
const notices = bufferedChannel<Notice>();
export const emitNotice = notices.emit;
export const onNotice = notices.on;
export const noticeError = (text: string) => notices.emit({ kind: 'error', text });
export const noticeSuccess = (text: string) => notices.emit({ kind: 'success', text });

// ---- Session: who is signed in (null when nobody) ----
const currentUser = stateChannel<UserDetails | null>(null);
export const setCurrentUser = currentUser.set;
export const getCurrentUser = currentUser.get;
export const onCurrentUser = currentUser.on;

/** Raised when the product API answers 401: the shell clears the session and goes to login. */
const unauthorized = channel<void>();
export const emitUnauthorized = () => unauthorized.emit();
export const onUnauthorized = unauthorized.on;

// ---- Unread counts (side menu markers) ----
const unreadCounts = stateChannel<NotificationsCount>({ notifications: 0, message_notifications: 0 });
export const setUnreadCounts = unreadCounts.set;
export const getUnreadCounts = unreadCounts.get;
export const onUnreadCounts = unreadCounts.on;
/** Asks the shell to fetch the counts now (e.g. when a message thread opens). */
const refreshCounts = channel<void>();
export const requestCountsRefresh = () => refreshCounts.emit();
export const onCountsRefreshRequest = refreshCounts.on;

// ---- Main content reload (clicking the active menu item) ----
const reloadContent = channel<{ path: string }>();
export const emitReloadContent = reloadContent.emit;
export const onReloadContent = reloadContent.on;

// ---- Streaming provider account problems ----
/**
 * - `premium_required`: a 403 with the provider's reason PREMIUM_REQUIRED (the account is not premium);
 * - `forbidden`: any other 403 (the user authorizes again);
 * - `no_network`: no response;
 * - `authentication`: the token was refused (refreshed, then authorize again).
 */
export type AccountErrorReason = 'premium_required' | 'no_network' | 'forbidden' | 'authentication';
const accountError = channel<{ reason: AccountErrorReason; status?: number }>();
export const emitAccountError = accountError.emit;
export const onAccountError = accountError.on;

export * from './player';
export * from './overlays';
export * from './posts';
export * from './live';
export * from './rooms';
