import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveEvent } from '@upclub/shared/types';
import type { Tx } from '../../db/open';
import { broadcasts, profiles, users } from '../../db/schema';
import { announceMessages } from '../../services/message-events';
import type { Sent } from './messages';
import type { StoredEvent } from './events';

// Staff broadcasts (a live toast to every user) and send-to-all (a message from the staff user in
// each user's 1:1 thread), spec part 2 §7 Staff. Sent in batches in user id order; each batch's
// toasts or messages and the broadcast's progress (last_user_id) commit together, and the batch
// first locks the broadcast's row: two processes resuming the same broadcast take turns, and a
// process that dies mid-way leaves the progress of its last committed batch, resumed on start.

/** Users per batch (one transaction each). */
export const BROADCAST_BATCH_SIZE = 500;

export type BroadcastKind = 'toast' | 'message';

export interface NewBroadcast {
  senderId: number;
  kind: BroadcastKind;
  text: string;
  songPostId: number | null;
}

/** A batch sent and announced: how many users, how long it took (the bench's measure). */
export interface BatchTiming {
  users: number;
  ms: number;
}

/** What one batch did: nothing left (done), or these users got it. */
interface Batch {
  done: boolean;
  users: number;
  events: StoredEvent[];
  sent: Sent[];
}

export function createBroadcastsService(app: FastifyInstance) {
  const { db } = app;
  /** Runs of this process, so close waits for them (and a broadcast runs once per process). */
  const running = new Map<number, Promise<number>>();
  let closing = false;

  /** The toast every user gets of a broadcast. */
  async function toastOf(tx: Tx, row: typeof broadcasts.$inferSelect): Promise<LiveEvent> {
    // In the batch's transaction: PGlite has one connection, which the transaction holds.
    const [sender] = await tx
      .select({ thumbnail: profiles.thumbnailPicture })
      .from(profiles)
      .where(eq(profiles.userId, row.senderId));
    return {
      type: 'toast',
      data: {
        toast_type: row.songPostId === null ? 'broadcast_text_message' : 'broadcast_song_post',
        text: row.text,
        link: row.songPostId === null ? null : `/discover/?share_post=${row.songPostId}`,
        thumbnail_picture: sender?.thumbnail ?? null,
      },
    };
  }

  async function runBatch(id: number, size: number, failBeforeCommit?: () => void): Promise<Batch> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for('update');
      if (!row || row.finishedAt) return { done: true, users: 0, events: [], sent: [] };
      const batch = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(gt(users.id, row.lastUserId), ne(users.id, row.senderId)))
        .orderBy(asc(users.id))
        .limit(size);
      if (!batch.length) {
        await tx
          .update(broadcasts)
          .set({ finishedAt: sql`now()` })
          .where(eq(broadcasts.id, id));
        return { done: true, users: 0, events: [], sent: [] };
      }
      const ids = batch.map((u) => u.id);
      let events: StoredEvent[] = [];
      let sent: Sent[] = [];
      if (row.kind === 'toast') {
        const toast = await toastOf(tx, row);
        events = await app.events.store(
          tx,
          ids.map((userId) => ({ userId, event: toast })),
        );
      } else {
        sent = await app.messages.sendDirectIn(tx, row.senderId, ids, { text: row.text, songPostId: row.songPostId });
      }
      await tx
        .update(broadcasts)
        .set({ lastUserId: ids[ids.length - 1], recipients: sql`${broadcasts.recipients} + ${ids.length}` })
        .where(eq(broadcasts.id, id));
      failBeforeCommit?.();
      return { done: false, users: ids.length, events, sent };
    });
  }

  /** Sends the rest of a broadcast, batch after batch; its recipient count once done. */
  async function runToEnd(id: number, size: number, onBatch?: (timing: BatchTiming) => void): Promise<number> {
    for (;;) {
      if (closing) throw new Error('the server is closing: the broadcast resumes on the next start');
      const started = performance.now();
      const batch = await runBatch(id, size);
      if (batch.done) break;
      // Committed: now tell the open streams. A failure here loses no one's toast or message
      // (stored, replayed on reconnect); it is logged.
      try {
        if (batch.events.length) await app.events.announce(batch.events);
      } catch (error) {
        app.log.warn({ err: error, broadcast: id }, 'broadcast toasts stored but not announced');
      }
      if (batch.sent.length) await announceMessages(app, batch.sent, app.log);
      onBatch?.({ users: batch.users, ms: performance.now() - started });
    }
    const [row] = await db.select({ recipients: broadcasts.recipients }).from(broadcasts).where(eq(broadcasts.id, id));
    return row?.recipients ?? 0;
  }

  function run(id: number, size = BROADCAST_BATCH_SIZE, onBatch?: (timing: BatchTiming) => void): Promise<number> {
    const current = running.get(id);
    if (current) return current;
    const started = runToEnd(id, size, onBatch).finally(() => running.delete(id));
    running.set(id, started);
    return started;
  }

  return {
    /** Records a broadcast (nobody has it yet); run() sends it. */
    async create(input: NewBroadcast): Promise<number> {
      const [row] = await db.insert(broadcasts).values(input).returning({ id: broadcasts.id });
      return row.id;
    },

    run,

    /** One batch (tests simulate a crash with `failBeforeCommit`, which throws before the commit). */
    runBatch,

    /** Resumes every unfinished broadcast (on start: a process died mid-way). */
    async resumeUnfinished(size = BROADCAST_BATCH_SIZE): Promise<void> {
      const rows = await db
        .select({ id: broadcasts.id })
        .from(broadcasts)
        .where(isNull(broadcasts.finishedAt))
        .orderBy(asc(broadcasts.id));
      for (const { id } of rows) await run(id, size);
    },

    /** Stops after the current batches (the rest resumes on the next start). */
    async close(): Promise<void> {
      closing = true;
      await Promise.allSettled([...running.values()]);
    },
  };
}

export type BroadcastsService = ReturnType<typeof createBroadcastsService>;

declare module 'fastify' {
  interface FastifyInstance {
    broadcasts: BroadcastsService;
  }
}

export default fp(
  async (app) => {
    const service = createBroadcastsService(app);
    app.decorate('broadcasts', service);
    // In the background: a long broadcast left unfinished must not hold up the start.
    app.addHook('onReady', async () => {
      service.resumeUnfinished().catch((error: unknown) => app.log.warn({ err: error }, 'broadcasts not resumed'));
    });
    app.addHook('onClose', async () => service.close());
  },
  { name: 'broadcasts', dependencies: ['db', 'events', 'messages'] },
);
