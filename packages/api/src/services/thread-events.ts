import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ThreadChangeKind } from '@upclub/shared/types';
import type { LiveDelivery } from './message-events';

// What the live events stream carries when a thread changes (a new name, new members, a member
// leaving): each of its members other than the one who changed it gets a `thread` event with the
// thread as their own list shows it, so their list and open thread follow at once instead of at
// their next load. Only members hear of it: the member who left is no longer one.

/** The `thread` events of a change, one per member other than the actor. */
export async function threadChangeDeliveries(
  app: FastifyInstance,
  threadId: number,
  actorId: number,
  change: ThreadChangeKind,
): Promise<LiveDelivery[]> {
  const recipients = (await app.messages.memberIds(threadId)).filter((id) => id !== actorId);
  const deliveries = await Promise.all(
    recipients.map(async (userId): Promise<LiveDelivery | null> => {
      const [thread, counts] = await Promise.all([
        app.messages.info(userId, threadId),
        app.notifications.unreadCounts(userId),
      ]);
      // Gone meanwhile (they left at the same moment): nothing to tell them.
      if (!thread) return null;
      return { userId, event: { type: 'thread', data: { messagethread: threadId, change, thread, counts } } };
    }),
  );
  return deliveries.filter((d): d is LiveDelivery => d !== null);
}

/**
 * Tells the thread's other members of a change on the live events stream. The change is stored
 * already: a failure here is logged, never the caller's error.
 */
export async function announceThreadChange(
  app: FastifyInstance,
  threadId: number,
  actorId: number,
  change: ThreadChangeKind,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await app.events.emit(await threadChangeDeliveries(app, threadId, actorId, change));
  } catch (error) {
    log.warn({ err: error, messagethread: threadId }, 'live thread change not sent');
  }
}
