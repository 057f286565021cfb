import { SWEEP_MS } from '../src/plugins/app/event-streams';
import {
  buildTestApp,
  codeIn,
  createTestStore,
  fakeClock,
  loginAs,
  newMember,
  readOutbox,
  type TestApp,
} from './helpers';
import { post } from './music';
import { listening, ofType, openStream, type TestStream } from './sse';

// A live stream (v1/events/) lives no longer than the session it was opened with: sign-out,
// sign-out everywhere, a password reset, and idle or absolute expiry end it within a second,
// in every API process (a security review found streams delivering after all of these).

const HOUR = 3_600_000;
/** A revocation is heard at once; an expiry at the next sweep. Both then wait for a socket. */
const REVOKED_WITHIN_MS = 1000;
const EXPIRED_WITHIN_MS = SWEEP_MS + 1000;

const streams: TestStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function streamOf(base: string, headers: Record<string, string>): Promise<TestStream> {
  const stream = await openStream(base, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next(ofType('counts'));
  return stream;
}

/** How long the stream took to end, or a failure once `ms` passed with it still open. */
async function endsWithin(stream: TestStream, ms: number): Promise<number> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), ms)));
  const outcome = await Promise.race([stream.ended.then(() => 'ended' as const), late]);
  clearTimeout(timer);
  expect(outcome).toBe('ended');
  return Date.now() - started;
}

async function stillOpen(stream: TestStream, ms = EXPIRED_WITHIN_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<'open'>((resolve) => (timer = setTimeout(() => resolve('open'), ms)));
  expect(await Promise.race([stream.ended.then(() => 'ended' as const), wait])).toBe('open');
  clearTimeout(timer);
}

/** A reset of the user's password through the mailed code (spec: signs out everywhere). */
async function resetPassword(t: TestApp, user: { username: string; email: string }): Promise<void> {
  const before = new Set(readOutbox(t.outbox).map((m) => m.file));
  await t.app.inject({ method: 'POST', url: '/api/v1/sendcode/', payload: { username: user.username } });
  const mail = readOutbox(t.outbox).find((m) => !before.has(m.file) && m.to === user.email)!;
  const body = {
    username: user.username,
    resetcode: codeIn(mail),
    password: 'brand-new-secret-1',
  };
  expect((await t.app.inject({ method: 'POST', url: '/api/v1/resetpassword/', payload: body })).statusCode).toBe(200);
}

describe('a live stream and its session, in one process', () => {
  // Sessions end after a day unused, or two days after sign-in (the clock is moved by hand).
  const clock = fakeClock(new Date());
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ now: clock.now, session: { idleDays: 1, maxDays: 2 } });
    base = await listening(t.app);
  });
  afterAll(() => t.close());

  it('ends with a sign-out, and the same user’s other session keeps its stream', async () => {
    const a = await newMember(t.app);
    const other = await loginAs(t.app, a.username);
    const b = await newMember(t.app);
    const signedOut = await streamOf(base, a.headers);
    const kept = await streamOf(base, other.headers);
    expect((await post(t.app, '/api/v1/logout/', {}, a.headers)).statusCode).toBe(200);
    await endsWithin(signedOut, REVOKED_WITHIN_MS);
    await post(t.app, '/api/v1/follow/', { upclubuser_followee: a.id }, b.headers);
    await kept.next(ofType('notification'));
  });

  it('ends every stream of the user with “Sign out everywhere”, and no one else’s', async () => {
    const a = await newMember(t.app);
    const other = await loginAs(t.app, a.username);
    const b = await newMember(t.app);
    const ended = [await streamOf(base, a.headers), await streamOf(base, other.headers)];
    const bystander = await streamOf(base, b.headers);
    expect((await post(t.app, '/api/v1/logoutall/', {}, other.headers)).statusCode).toBe(200);
    for (const stream of ended) await endsWithin(stream, REVOKED_WITHIN_MS);
    await stillOpen(bystander, 300);
    // And reconnecting is refused: the client stops there.
    expect((await openStream(base, a.headers)).status).toBe(401);
  });

  it('ends with a password reset', async () => {
    const a = await newMember(t.app);
    const stream = await streamOf(base, a.headers);
    await resetPassword(t, a);
    await endsWithin(stream, REVOKED_WITHIN_MS);
  });

  it('ends when its session expires unused (SESSION_IDLE_DAYS)', async () => {
    const a = await newMember(t.app);
    const stream = await streamOf(base, a.headers);
    clock.advance(24 * HOUR + 1000);
    await endsWithin(stream, EXPIRED_WITHIN_MS);
  });

  it('lives on while its session is used, and ends at the absolute expiry (SESSION_MAX_DAYS)', async () => {
    const a = await newMember(t.app);
    const stream = await streamOf(base, a.headers);
    const use = async () => {
      const res = await t.app.inject({ url: '/api/v1/getnotificationscount/', headers: a.headers });
      expect(res.statusCode).toBe(200);
    };
    clock.advance(20 * HOUR);
    await use();
    // Past the first idle deadline (24 h after sign-in): the use moved it.
    clock.advance(5 * HOUR);
    await stillOpen(stream);
    clock.advance(15 * HOUR);
    await use();
    // 49 h after sign-in: past SESSION_MAX_DAYS however much it was used.
    clock.advance(9 * HOUR);
    await endsWithin(stream, EXPIRED_WITHIN_MS);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('a live stream and its session, across two API processes on one PostgreSQL', () => {
  const clock = fakeClock(new Date());
  let one: TestApp;
  let two: TestApp;
  let drop: () => Promise<void>;
  let bases: string[];
  beforeAll(async () => {
    const store = await createTestStore();
    drop = () => store.drop();
    // Through Redis when REDIS_URL is set, else LISTEN/NOTIFY.
    const transport = process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {};
    const options = { store, now: clock.now, session: { idleDays: 1, maxDays: 2 }, ...transport };
    one = await buildTestApp(options);
    two = await buildTestApp(options);
    bases = [await listening(one.app), await listening(two.app)];
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await drop();
  });

  it('a sign-out on one process ends that session’s stream on the other', async () => {
    const a = await newMember(one.app);
    const stream = await streamOf(bases[0], a.headers);
    expect((await post(two.app, '/api/v1/logout/', {}, a.headers)).statusCode).toBe(200);
    await endsWithin(stream, REVOKED_WITHIN_MS);
  });

  it('“Sign out everywhere” and a password reset on one process end the streams on both', async () => {
    const a = await newMember(one.app);
    const other = await loginAs(two.app, a.username);
    const both = [await streamOf(bases[0], a.headers), await streamOf(bases[1], other.headers)];
    expect((await post(two.app, '/api/v1/logoutall/', {}, a.headers)).statusCode).toBe(200);
    for (const stream of both) await endsWithin(stream, REVOKED_WITHIN_MS);

    const again = await loginAs(one.app, a.username);
    const stream = await streamOf(bases[0], again.headers);
    await resetPassword(two, a);
    await endsWithin(stream, REVOKED_WITHIN_MS);
  });

  it('an expired session’s streams end on every process', async () => {
    const a = await newMember(one.app);
    const other = await loginAs(two.app, a.username);
    const both = [await streamOf(bases[0], a.headers), await streamOf(bases[1], other.headers)];
    clock.advance(24 * HOUR + 1000);
    for (const stream of both) await endsWithin(stream, EXPIRED_WITHIN_MS);
  });
});
