import { emitPlayerCommand, getPlaybackStatus, noticeError, openPostComments } from '@upclub/shared/bus';
import type { NotificationType } from '@upclub/shared/constants';
import type { Notification } from '@upclub/shared/types';
import { NOTIFICATIONS_TEXT } from './texts';

/** Notifications about a post's comments open the player on its comments (spec part 2 §4). */
const COMMENT_TYPES: readonly NotificationType[] = ['comment', 'reply', 'mention_comment'];
/** Notifications about the post itself play it and open the player. */
const PLAY_TYPES: readonly NotificationType[] = ['like', 'mention_songpost'];

/** Whether clicking the notification opens its post (the others open a profile or a club). */
export const isAboutPost = (type: NotificationType) => COMMENT_TYPES.includes(type) || PLAY_TYPES.includes(type);

/**
 * Clicking a notification about a post (spec part 2 §4): like and mention_songpost play the track
 * and open the player; comment, reply and mention_comment show the post's comments in the player
 * as a card's comment count does, without interrupting what plays; a removed post says 'Post had
 * been removed.'. A post already playing is not started again.
 */
export function openPostOf(notification: Notification): void {
  const { post } = notification;
  if (!post) {
    noticeError(NOTIFICATIONS_TEXT.postRemoved);
    return;
  }
  if (COMMENT_TYPES.includes(notification.notification_type)) openPostComments(post);
  else if (getPlaybackStatus().post?.song_post === post.song_post) emitPlayerCommand({ type: 'open' });
  else emitPlayerCommand({ type: 'playWhenReady', post, openPlayer: true });
}
