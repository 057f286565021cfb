import { Client } from 'pg';
import { createPubSub } from '../src/plugins/infra/pubsub';
import { createClub } from './clubs';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { fixtureResolver, FIXTURE_TRACKS, get, postSong } from './music';
import { control, enqueue, liveRoom, roomCall, roomState, stateOf } from './rooms';

// One pg client (a connection) runs one query at a time. The load test of issue 24 printed pg's
// warning "Calling client.query() when the client is already executing a query is deprecated":
// some work sent a query on a client still busy with another (pg queues it today, pg 9 will not).
// Here every query of pg's Client is watched for that, on the paths that shared a client: the
// searches, whose transaction is one client, the rooms, whose commands are transactions too,
// and the LISTEN/NOTIFY client of pubsub. Watched
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

  describe('listening rooms (each command one transaction)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ trackResolver: fixtureResolver() });
    });
    afterAll(() => t.close());

    it('start, join, queue, control, reads and end send one query at a time on each client', async () => {
      const [one, two] = FIXTURE_TRACKS;
      const { club, owner, follower, id } = await liveRoom(t.app, 'Watched room');
      const song = await postSong(t.app, owner.headers, { song: two.id, club: club.club });
      stateOf(await roomCall(t.app, id, 'join', follower.headers));
      stateOf(await enqueue(t.app, id, owner.headers, { song: one.id }), 201);
      stateOf(await enqueue(t.app, id, owner.headers, { song_post: song.song_post }), 201);
      for (const body of [{ action: 'pause' }, { action: 'play' }, { action: 'seek', position_ms: 1_000 }]) {
        stateOf(await control(t.app, id, owner.headers, body));
      }
      stateOf(await control(t.app, id, owner.headers, { action: 'skip' }));
      stateOf(await roomState(t.app, id, follower.headers));
      stateOf(await get(t.app, `/api/v1/clubs/${club.club}/room/`, follower.headers));
      expect((await get(t.app, `/api/v1/rooms/${id}/listeners/`, follower.headers)).statusCode).toBe(200);
      expect((await roomCall(t.app, id, 'heartbeat', follower.headers)).statusCode).toBe(200);
      stateOf(await roomCall(t.app, id, 'end', owner.headers));
      expect(watch.overlaps).toEqual([]);
    });

    it('a room’s presence read inside a transaction sends its two queries one after the other', async () => {
      const { owner, id } = await liveRoom(t.app, 'Presence in a transaction');
      const who = await t.app.db.transaction((tx) => t.app.rooms.store.presence(id, tx));
      expect(who).toEqual({ listeners: 1, listeners_sample: [{ upclubuser: owner.id, username: owner.username }] });
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
