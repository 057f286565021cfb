import { getCurrentUser } from '@upclub/shared/bus';
import {
  AVATAR_OVERFLOW_MAX,
  AVATAR_STACK_MAX,
  MESSAGE_MEMBER_NAMES_MAX_DISPLAY,
  THREAD_PREVIEW_MAX_DISPLAY,
} from '@upclub/shared/constants';
import type { MessageThread, UserSearchResult } from '@upclub/shared/types';
import { truncateText } from '@upclub/shared/ui';

// What a thread row and a thread header show (spec part 2 §2, §9): a name, a preview, avatars.

export const personName = (user: Pick<UserSearchResult, 'first_name' | 'last_name' | 'username'>) =>
  `${user.first_name} ${user.last_name}`.trim() || user.username;

/** The thread's name, else its other members' usernames (20 characters, as the spec truncates them). */
export function threadTitle(thread: Pick<MessageThread, 'messagethreadname' | 'members'>): string {
  if (thread.messagethreadname) return thread.messagethreadname;
  const names = thread.members.upclubusers.map((u) => u.username).join(', ');
  return names ? truncateText(names, MESSAGE_MEMBER_NAMES_MAX_DISPLAY) : 'Just you';
}

/** The newest message in 70 characters: 'You: ' for one's own, a song when it carries only one. */
export function threadPreview(thread: Pick<MessageThread, 'latest_message'>): string {
  const latest = thread.latest_message;
  if (!latest) return '';
  const body = latest.text || (latest.song_post !== null ? 'Sent a song' : '');
  const mine = latest.upclubuser !== null && latest.upclubuser === getCurrentUser()?.upclubuser;
  const who = mine ? 'You' : latest.username;
  return truncateText(who ? `${who}: ${body}` : body, THREAD_PREVIEW_MAX_DISPLAY);
}

/**
 * The avatars of a thread's members (spec part 2 §2): all of 1, 2 or 3; from AVATAR_STACK_MAX on,
 * three and a badge with how many more (at most AVATAR_OVERFLOW_MAX).
 */
export function avatarStack(members: ReadonlyArray<UserSearchResult>, count: number) {
  if (count < AVATAR_STACK_MAX) return { shown: members.slice(0, count), overflow: 0 };
  const shown = members.slice(0, AVATAR_STACK_MAX - 1);
  return { shown, overflow: Math.min(count - shown.length, AVATAR_OVERFLOW_MAX) };
}
