import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { USER_TYPE_BROADCAST } from '@upclub/shared/constants';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import { broadcasts, messages } from '../src/db/schema';
import { BROADCAST_LIMIT_REASON, WRITE_LIMIT_REASON } from '../src/plugins/app/write-limit';
import { buildTestApp, fakeClock, newMember, type TestApp } from './helpers';
import { fixtureResolver, post, postSong } from './music';

// Writes that reach many people at once (issue 24): a share counts once per recipient against
// the write limit, and staff broadcasts have an hourly limit of their own.

const clock = fakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    trackResolver: fixtureResolver(),
    now: clock.now,
    writeLimit: { perMinute: 5, perHour: 0 },
    broadcastsPerHour: 2,
  });
});
afterAll(() => t.close());

function expectThrottled(res: LightMyRequestResponse, reason: string, maxWait: number) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWait);
  expect(res.json()).toEqual({
    detail: `${SERVER_DETAIL.throttled} ${reason} Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
  });
}

describe('sharepost and the write limit', () => {
  it('counts one write per recipient, and refuses a share that does not fit whole, sending nothing', async () => {
    const author = await newMember(t.app);
    const me = await newMember(t.app);
    const friends = await Promise.all([1, 2, 3, 4].map(() => newMember(t.app)));
    const { song_post } = await postSong(t.app, author.headers);
    const sentBy = async () => (await t.app.db.select().from(messages).where(eq(messages.senderId, me.id))).length;

    // Two recipients: two of the minute's five writes.
    const two = friends.slice(0, 2).map((f) => f.id);
    expect((await post(t.app, '/api/v1/sharepost/', { upclubusers: two, song_post }, me.headers)).statusCode).toBe(201);
    expect(await sentBy()).toBe(2);
    // Four more do not fit in the three left: refused whole, nothing sent, nothing counted.
    const four = friends.map((f) => f.id);
    expectThrottled(
      await post(t.app, '/api/v1/sharepost/', { upclubusers: four, song_post }, me.headers),
      WRITE_LIMIT_REASON,
      60,
    );
    expect(await sentBy()).toBe(2);
    // The three left still fit (repeated ids count once).
    const three = [...friends.slice(0, 3).map((f) => f.id), friends[0].id];
    expect((await post(t.app, '/api/v1/sharepost/', { upclubusers: three, song_post }, me.headers)).statusCode).toBe(
      201,
    );
    expect(await sentBy()).toBe(5);
    expectThrottled(
      await post(t.app, '/api/v1/sharepost/', { upclubusers: [friends[3].id], song_post }, me.headers),
      WRITE_LIMIT_REASON,
      60,
    );
    // More recipients than a whole window holds: refused whatever the wait.
    clock.advance(61_000);
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newMember(t.app)));
    expectThrottled(
      await post(t.app, '/api/v1/sharepost/', { upclubusers: six.map((f) => f.id), song_post }, me.headers),
      WRITE_LIMIT_REASON,
      60,
    );
    expect(await sentBy()).toBe(5);
  });
});

describe('staff broadcasts', () => {
  it('allows broadcastsPerHour per staff user, counted across kinds, then 429 with Retry-After', async () => {
    const staff = await newMember(t.app);
    const other = await newMember(t.app);
    for (const m of [staff, other]) await t.app.users.update(m.id, { userType: USER_TYPE_BROADCAST });
    const toast = (headers: { authorization: string }, text_message: string) =>
      post(t.app, '/api/v1/pushnotificationbroadcasttext/', { text_message }, headers);
    const sentBy = async (ids: number[]) =>
      (await t.app.db.select().from(broadcasts).where(inArray(broadcasts.senderId, ids))).length;

    // A refused broadcast (400) is not counted.
    expect((await toast(staff.headers, ' ')).statusCode).toBe(400);
    expect((await toast(staff.headers, 'One')).statusCode).toBe(200);
    expect((await post(t.app, '/api/v1/sendtoallmessagetext/', { text: 'Two' }, staff.headers)).statusCode).toBe(200);
    expectThrottled(await toast(staff.headers, 'Three'), BROADCAST_LIMIT_REASON, 3600);
    expectThrottled(
      await post(t.app, '/api/v1/sendtoallmessagetext/', { text: 'Three' }, staff.headers),
      BROADCAST_LIMIT_REASON,
      3600,
    );
    expect(await sentBy([staff.id])).toBe(2);
    // Another staff user has a budget of their own.
    expect((await toast(other.headers, 'Mine')).statusCode).toBe(200);
    // An hour later the staff user may broadcast again.
    clock.advance(3_600_000);
    expect((await toast(staff.headers, 'Three')).statusCode).toBe(200);
    expect(await sentBy([staff.id])).toBe(3);
  });
});
