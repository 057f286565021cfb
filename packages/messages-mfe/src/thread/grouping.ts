import { MESSAGE_GROUP_SPLIT_MS, MESSAGE_MERGE_WINDOW_MS } from '@upclub/shared/constants';
import type { Message } from '@upclub/shared/types';
import { MESSAGES_TEXT } from '../texts';

// How a thread lays out its messages (spec part 2 §4 "Message thread"): a date line begins a
// group when messages are more than 30 minutes apart; the same sender's messages less than
// 1 minute apart merge into one bubble group.

/** A run of one sender's messages, shown as one bubble group. */
export interface BubbleGroup {
  type: 'bubbles';
  key: string;
  sender: number | null;
  username: string | null;
  thumbnail: string | null;
  messages: Message[];
}

/** The date line above a group of messages. */
export interface DateLine {
  type: 'date';
  key: string;
  at: Date;
}

export type ThreadRow = DateLine | BubbleGroup;

const timeOf = (m: Message) => new Date(m.created_at).getTime();

/**
 * The rows of a thread from its messages, oldest first: a date line, then bubble groups, a new
 * date line after a gap of more than MESSAGE_GROUP_SPLIT_MS, and a new bubble group when the sender
 * changes or MESSAGE_MERGE_WINDOW_MS or more pass between two of their messages.
 */
export function groupMessages(messages: ReadonlyArray<Message>): ThreadRow[] {
  const rows: ThreadRow[] = [];
  let previous: Message | null = null;
  let bubbles: BubbleGroup | null = null;
  for (const message of messages) {
    const gap = previous ? timeOf(message) - timeOf(previous) : Infinity;
    if (gap > MESSAGE_GROUP_SPLIT_MS) {
      rows.push({ type: 'date', key: `d${message.message}`, at: new Date(message.created_at) });
      bubbles = null;
    }
    if (bubbles && bubbles.sender === message.upclubuser && gap < MESSAGE_MERGE_WINDOW_MS) {
      bubbles.messages.push(message);
    } else {
      bubbles = {
        type: 'bubbles',
        key: `b${message.message}`,
        sender: message.upclubuser,
        username: message.username,
        thumbnail: message.thumbnail_picture,
        messages: [message],
      };
      rows.push(bubbles);
    }
    previous = message;
  }
  return rows;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
const DAY_MS = 86_400_000;

/**
 * A date line's text: 'Today {time}', 'Yesterday {time}' or the full date and time, in the
 * user's own time zone.
 */
export function dateLineText(at: Date, now: Date = new Date(), locale?: string): string {
  const time = at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY_MS);
  if (days === 0) return `${MESSAGES_TEXT.today} ${time}`;
  if (days === 1) return `${MESSAGES_TEXT.yesterday} ${time}`;
  const date = at.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  return `${date} ${time}`;
}
