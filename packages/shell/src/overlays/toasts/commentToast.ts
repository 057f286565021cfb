import { getSongPost, isNoResponse } from '@upclub/shared/api';
import { noticeError, openPostComments } from '@upclub/shared/bus';
import type { ToastType } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import type { HostToast } from './roomToast';

/** Spec part 2 §8: what a notification says when its post cannot be loaded. */
export const POST_REMOVED = 'Post had been removed.';

/** Toasts about a post's comments: they open its comments, as their notification rows do. */
const COMMENT_TOAST_TYPES: readonly ToastType[] = ['comment', 'reply', 'mention_comment'];

/** The post a toast links to: its link is the post's share link (`/discover/?share_post={id}`). */
const SHARE_POST_PARAM = 'share_post';

/**
 * The post whose comments a toast opens, or null for a toast that just goes to its link. Its
 * link stays the share link, so a new tab (a modified click) still shows the post.
 */
export function commentedPostOf(toast: Pick<HostToast, 'toast_type' | 'link'>): number | null {
  if (!(COMMENT_TOAST_TYPES as readonly string[]).includes(toast.toast_type) || !toast.link) return null;
  const id = Number(new URL(toast.link, 'http://app.invalid').searchParams.get(SHARE_POST_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export interface OpenCommentsDeps {
  load?: (id: number) => Promise<SongPost>;
  open?: (post: SongPost) => void;
}

/**
 * Loads the post and shows its comments in Now Playing: what plays goes on. A post that cannot be
 * loaded says 'Post had been removed.' (without an answer, the API client has said it already).
 */
export function openCommentsOfPost(
  id: number,
  { load = (post) => getSongPost(post, { quiet: true }), open = openPostComments }: OpenCommentsDeps = {},
): Promise<void> {
  return load(id).then(open, (error: unknown) => {
    if (!isNoResponse(error)) noticeError(POST_REMOVED);
  });
}
