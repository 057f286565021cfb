import { Client } from 'pg';
import { buildTestApp, newMember, type TestApp } from './helpers';

// Issue 24's load test at 1,000 people spent its slow answers waiting for the WAL flush: a like
// committed the like, then its notification, its live events and its rate-limit window, each
// waiting for the disk. What follows a durable write (notifications, live events) and throttle
// counters now go through the relaxed pool (synchronous_commit off: visible at once, on disk a
// moment later); the write itself still waits for the flush.

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** The inserts sent, each with whether its connection waits for the flush. */
function watchInserts() {
  const original = Client.prototype.query;
  const seen: Array<{ table: string; relaxed: boolean }> = [];
  const patched = function (this: Client & { connectionParameters?: { options?: string } }, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = String(typeof first === 'string' ? first : first?.text);
    const table = /^insert into "(\w+)"/i.exec(text)?.[1];
    if (table) {
      const relaxed = (this.connectionParameters?.options ?? '').includes('synchronous_commit=off');
      seen.push({ table, relaxed });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  Client.prototype.query = patched as typeof Client.prototype.query;
  return { seen, stop: () => (Client.prototype.query = original) };
}

onPostgres('writes that follow a durable write do not wait for the WAL flush', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it('the relaxed connections commit asynchronously, the others synchronously', async () => {
    const read = async (db: typeof test.app.db) => {
      const result = (await db.execute('show synchronous_commit')) as unknown as {
        rows: Array<Record<string, string>>;
      };
      return result.rows[0].synchronous_commit;
    };
    expect(await read(test.app.relaxedDb)).toBe('off');
    expect(await read(test.app.db)).toBe('on');
  });

  it('a follow waits for its own row only: its notification, live event and window are relaxed', async () => {
    const [alice, bob] = [await newMember(test.app), await newMember(test.app)];
    const watch = watchInserts();
    try {
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/v1/follow/',
        headers: alice.headers,
        payload: { upclubuser_followee: bob.id },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      watch.stop();
    }
    const where = (table: string) => watch.seen.filter((s) => s.table === table).map((s) => s.relaxed);
    expect(where('follows')).toEqual([false]);
    expect(where('notifications')).toEqual([true]);
    expect(where('user_events').length).toBeGreaterThan(0);
    expect(where('user_events').every(Boolean)).toBe(true);
    expect(where('rate_windows').every(Boolean)).toBe(true);
  });
});
