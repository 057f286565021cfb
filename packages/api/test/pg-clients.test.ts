import { Client } from 'pg';
import { createPubSub } from '../src/plugins/infra/pubsub';
import { createClub } from './clubs';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { get } from './music';

// One pg client (a connection) runs one query at a time. The load test of issue 24 printed pg's
// warning "Calling client.query() when the client is already executing a query is deprecated":
// some work sent a query on a client still busy with another (pg queues it today, pg 9 will not).
// Here every query of pg's Client is watched for that, on the paths that shared a client: the
// searches, whose transaction is one client, and the LISTEN/NOTIFY client of pubsub. Watched
// rather than waiting for the warning: pg warns only from the third query on a busy client, once
// per process, and through Node's own process object, which a jest test file does not see.

/** Queries sent to a pg client while it was still running an earlier one (their text). */
function watchClients() {
  const original = Client.prototype.query;
  const running = new WeakMap<object, number>();
  const overlaps: string[] = [];
  // Wrapped loosely typed: pg's query has a dozen overloads, all of which end up here.
  const patched = function (this: object, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) {
      const first = args[0] as string | { text?: string } | undefined;
      overlaps.push(String(typeof first === 'string' ? first : first?.text).slice(0, 80));
    }
    running.set(this, busy + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...answer);
      };
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    }
    const result = (original as (...a: unknown[]) => unknown).apply(this, args) as { then?: unknown } | undefined;
    if (result && typeof result.then === 'function') (result as Promise<unknown>).then(done, done);
    else done();
    return result;
  };
  Client.prototype.query = patched as typeof Client.prototype.query;
  return {
    overlaps,
    stop() {
      Client.prototype.query = original;
    },
  };
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('one query at a time on each pg client (DATABASE_URL)', () => {
  let watch: ReturnType<typeof watchClients>;
  beforeEach(() => {
    watch = watchClients();
  });
  afterEach(() => watch.stop());

  describe('searches (one transaction each)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('send their page and count queries one after the other', async () => {
      const me = await newMember(t.app, { first_name: 'Searcher' });
      const club = await createClub(t.app, me.headers, 'Searchable club');
      for (const url of [
        '/api/v1/searchsongposttitle/song',
        '/api/v1/searchusername/sea',
        '/api/v1/searchusernameweb/s',
        '/api/v1/messagessearchusername/sea',
        `/api/v1/getallclubs/?searchstring=${encodeURIComponent('Searchable')}`,
        `/api/v1/clubsearchusername/${club.club}?searchstring=sea`,
        '/api/v1/searchmessagethreads/sea',
      ]) {
        expect([url, (await get(t.app, url, me.headers)).statusCode]).toEqual([url, 200]);
      }
      expect(watch.overlaps).toEqual([]);
    });
  });

  describe('pubsub over LISTEN/NOTIFY', () => {
    it('sends many messages at once one after the other on its connection, and all arrive', async () => {
      const log = { warn: () => {} };
      const sender = await createPubSub({ databaseUrl: process.env.DATABASE_URL }, log);
      const receiver = await createPubSub({ databaseUrl: process.env.DATABASE_URL }, log);
      try {
        const seen = new Set<string>();
        const all = new Promise<void>((resolve) => {
          receiver.subscribe('burst', (payload) => {
            seen.add(payload);
            if (seen.size === 20) resolve();
          });
        });
        await Promise.all(Array.from({ length: 20 }, (_, i) => sender.publish('burst', `message ${i}`)));
        await all;
        expect(watch.overlaps).toEqual([]);
      } finally {
        await sender.close();
        await receiver.close();
      }
    });
  });
});
