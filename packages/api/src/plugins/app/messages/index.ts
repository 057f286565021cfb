import fp from 'fastify-plugin';
import type { Db } from '../../../db/open';
import type { TracksRepository } from '../tracks';
import { createMembership } from './membership';
import { createReading } from './reading';
import { createSending } from './sending';
import { createThreadLists } from './thread-lists';

// Message threads, their members and messages (spec part 2 §3 "Message thread", "Message"), one
// repository made of its jobs: sending, the thread lists, opening a thread, its membership.

export { directKey } from './sending';
export { unreadThreadsCount } from './unread';
export type { Destination, Opened, Sent, Standing } from './types';

/** Message threads, their members and messages. */
export function createMessagesRepository(db: Db, now: () => Date, trackCache: Pick<TracksRepository, 'detailsOf'>) {
  return {
    ...createSending(db),
    ...createThreadLists(db, now),
    ...createReading(db, trackCache),
    ...createMembership(db),
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('messages', createMessagesRepository(app.db, app.config.now, app.tracks));
  },
  { name: 'messages', dependencies: ['db', 'config', 'tracks'] },
);
