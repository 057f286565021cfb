import { MESSAGE_MEMBER_NAMES_MAX_DISPLAY } from '@upclub/shared/constants';
import type { MessageThreadSummary, UserSearchResult } from '@upclub/shared/types';
import { truncateText } from '@upclub/shared/ui';

export const userName = (u: UserSearchResult) => `${u.first_name} ${u.last_name}`.trim() || u.username;

/** A thread's name, or its members' first names when it has none (spec part 2: 20 characters). */
export function threadName(thread: MessageThreadSummary): string {
  if (thread.messagethreadname) return thread.messagethreadname;
  const names = thread.members.upclubusers.map((u) => u.first_name || u.username).join(', ');
  return truncateText(names || 'Conversation', MESSAGE_MEMBER_NAMES_MAX_DISPLAY);
}
