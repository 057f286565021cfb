import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { THREAD_PREVIEW_MAX_DISPLAY } from '@upclub/shared/constants';
import type { LiveEvent, Message, NotificationsCount } from '@upclub/shared/types';
import type { Sent } from '../plugins/app/messages';

// What the live events stream carries when a message is sent (spec part 2 §4 "Message thread":
// incoming messages move the thread to the top; §9 toast type 'message'): for each other member,
// the message itself (with their new counts, for the side menu) and a toast.

/** Cuts text to `max` characters (an emoji is one), the last one an ellipsis. */
function preview(text: string, max = THREAD_PREVIEW_MAX_DISPLAY): string {
  const chars = Array.from(text.replace(/\s+/g, ' '));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The toast's text: who wrote, in which named thread, and the start of what they wrote, or the
 * song they sent (worded as the notifications' toasts are).
 */
export function messageToastText(message: Message, threadName: string | null): string {
  const who = message.username || 'Someone';
  if (message.text) return `${who}${threadName ? ` in ${threadName}` : ''}: ${preview(message.text)}`;
  const song = message.thesongpost?.title || message.thesongpost?.track_details?.name;
  const what = song ? `"${preview(song)}"` : 'a song';
  return threadName ? `${who} sent ${what} in ${threadName}` : `${who} sent you ${what}`;
}

/** The events one recipient gets for a new message: the `message` event, then its `toast`. */
export function messageEvents(
  message: Message,
  threadName: string | null,
  counts: NotificationsCount,
): [Extract<LiveEvent, { type: 'message' }>, Extract<LiveEvent, { type: 'toast' }>] {
  return [
    { type: 'message', data: { messagethread: message.messagethread, message, counts } },
    {
      type: 'toast',
      data: {
        toast_type: 'message',
        text: messageToastText(message, threadName),
        link: `/messages/${message.messagethread}`,
        thumbnail_picture: message.thumbnail_picture,
      },
    },
  ];
}

/** One user's live event. */
export interface LiveDelivery {
  userId: number;
  event: LiveEvent;
}

/**
 * The live events of new messages: for each other member of each thread, its message and (unless
 * they turned the thread's notifications off or muted it) its toast.
 */
export async function messageDeliveries(
  app: FastifyInstance,
  sent: Sent[],
  known: Message[] = [],
): Promise<LiveDelivery[]> {
  const deliveries: LiveDelivery[] = [];
  for (const { threadId, messageId, recipients, quiet } of sent) {
    if (!recipients.length) continue;
    const [message, name] = await Promise.all([
      known.find((m) => m.message === messageId) ?? app.messages.message(messageId),
      app.messages.name(threadId),
    ]);
    if (!message) continue;
    const counts = await Promise.all(recipients.map((userId) => app.notifications.unreadCounts(userId)));
    const silent = new Set(quiet);
    recipients.forEach((userId, i) => {
      const [event, toast] = messageEvents(message, name, counts[i]);
      deliveries.push({ userId, event });
      // Notifications off or muted (the chat settings): the message arrives, without a toast.
      if (!silent.has(userId)) deliveries.push({ userId, event: toast });
    });
  }
  return deliveries;
}

/**
 * Where a new message's events leave the API: the live events stream (plugins/app/events.ts,
 * v1/events/), which stores them for replay and reaches the recipients' open streams on every
 * process.
 */
export async function emitMessageEvents(app: FastifyInstance, deliveries: LiveDelivery[]): Promise<void> {
  await app.events.emit(deliveries);
}

/**
 * Tells every other member of each thread about its new message on the live events stream
 * (`known`: messages the caller has read already). The message is stored already: a failure here is logged, never the sender's error.
 */
export async function announceMessages(
  app: FastifyInstance,
  sent: Sent[],
  log: FastifyBaseLogger,
  known: Message[] = [],
): Promise<void> {
  try {
    await emitMessageEvents(app, await messageDeliveries(app, sent, known));
  } catch (error) {
    log.warn({ err: error, messagethreads: sent.map((s) => s.threadId) }, 'live message events not sent');
  }
}

/** Sends the user's new counts to their open streams (a thread was read). Never the reader's error. */
export async function announceCounts(app: FastifyInstance, userId: number, log: FastifyBaseLogger): Promise<void> {
  try {
    const counts = await app.notifications.unreadCounts(userId);
    await app.events.emit([{ userId, event: { type: 'counts', data: counts } }]);
  } catch (error) {
    log.warn({ err: error, upclubuser: userId }, 'live counts not sent');
  }
}
