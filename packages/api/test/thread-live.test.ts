import type { CreateMessageResponse, ThreadChange, ThreadSettings } from '@upclub/shared/types';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { fixtureResolver, get, post, unreadCount } from './music';
import { listening, ofType, openStream, type TestStream } from './sse';

// A thread's changes reach its other members live (issue 22): a new name, new members (who see
// the thread appear) and a member leaving each send a `thread` event, with the thread as the
// recipient's own list shows it, to every member but the one who made the change; never to a
// stranger or a former member. And the chat settings' switches (notify, mute) are each member's
// own: notifications off drops the toast of the thread's new messages, mute also keeps the thread
// out of the Messages marker.

let t: TestApp;
let base: string;
const streams: TestStream[] = [];
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), rateLimit: { ipPerMinute: 10_000 } });
  base = await listening(t.app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => t.close());

type Headers = { authorization: string };
type Member = Awaited<ReturnType<typeof newMember>>;

async function streamOf(headers: Headers): Promise<TestStream> {
  const stream = await openStream(base, headers);
  streams.push(stream);
  await stream.next(ofType('counts'));
  return stream;
}

async function send(headers: Headers, body: object): Promise<CreateMessageResponse> {
  const res = await post(t.app, '/api/v1/createmessage/', { messagethread: null, song_post: null, ...body }, headers);
  if (res.statusCode !== 201) throw new Error(`createmessage failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

function patch(url: string, payload: object, headers: Headers) {
  return t.app.inject({ method: 'PATCH', url, payload, headers });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const threadEvents = (stream: TestStream) => stream.frames.filter((f) => f.event === 'thread');
const memberIds = (change: ThreadChange) => change.thread.members.upclubusers.map((u) => u.upclubuser).sort();
const ids = (...members: Member[]) => members.map((m) => m.id).sort();

describe('live thread changes', () => {
  it('a new name reaches the other members, not the one who renamed it, a stranger or a former member', async () => {
    const [a, b, c, stranger, former] = await Promise.all([1, 2, 3, 4, 5].map(() => newMember(t.app)));
    const group = await send(a.headers, { upclubusers: [b.id, c.id, former.id], text: 'first' });
    await post(t.app, `/api/v1/leavemessagethread/${group.messagethread}`, {}, former.headers);
    const [toA, toB, toC, toStranger, toFormer] = await Promise.all(
      [a, b, c, stranger, former].map((m) => streamOf(m.headers)),
    );

    const res = await patch(
      `/api/v1/setmessagethreadname/${group.messagethread}`,
      { messagethreadname: 'Night shift' },
      a.headers,
    );
    expect(res.statusCode).toBe(200);
    for (const [stream, me] of [
      [toB, b],
      [toC, c],
    ] as const) {
      const change = (await stream.next(ofType('thread'))).data as ThreadChange;
      expect(change).toMatchObject({
        messagethread: group.messagethread,
        change: 'renamed',
        thread: { messagethread: group.messagethread, messagethreadname: 'Night shift', is_group: true },
        counts: { notifications: 0, message_notifications: 1 },
      });
      // As the recipient's own list shows it: every member but them.
      expect(memberIds(change)).toEqual(ids(a, b, c).filter((id) => id !== me.id));
    }
    await settle();
    for (const stream of [toA, toStranger, toFormer]) expect(threadEvents(stream)).toEqual([]);
  });

  it('new members see the thread appear; the others see them join', async () => {
    const [a, b, d, stranger] = await Promise.all([1, 2, 3, 4].map(() => newMember(t.app)));
    const direct = await send(a.headers, { upclubusers: [b.id], text: 'just us' });
    const [toA, toB, toD, toStranger] = await Promise.all([a, b, d, stranger].map((m) => streamOf(m.headers)));

    const res = await patch(
      `/api/v1/adduserstomessagethread/${direct.messagethread}`,
      { upclubusers: [d.id] },
      a.headers,
    );
    expect(res.statusCode).toBe(200);
    const toNew = (await toD.next(ofType('thread'))).data as ThreadChange;
    expect(toNew).toMatchObject({
      messagethread: direct.messagethread,
      change: 'added',
      thread: { is_group: true, already_read: false, latest_message: { text: 'just us' } },
      // The history they join is unread for them.
      counts: { message_notifications: 1 },
    });
    expect(memberIds(toNew)).toEqual(ids(a, b));
    const toOld = (await toB.next(ofType('thread'))).data as ThreadChange;
    expect(toOld).toMatchObject({ change: 'added', thread: { is_group: true } });
    expect(memberIds(toOld)).toEqual(ids(a, d));
    await settle();
    for (const stream of [toA, toStranger]) expect(threadEvents(stream)).toEqual([]);
  });

  it('a member leaving reaches those who stay, not the one who left', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const group = await send(a.headers, { upclubusers: [b.id, c.id], text: 'hello' });
    const [toA, toB, toC] = await Promise.all([a, b, c].map((m) => streamOf(m.headers)));

    expect((await post(t.app, `/api/v1/leavemessagethread/${group.messagethread}`, {}, b.headers)).statusCode).toBe(
      200,
    );
    const toStayA = (await toA.next(ofType('thread'))).data as ThreadChange;
    expect(toStayA).toMatchObject({ messagethread: group.messagethread, change: 'left' });
    expect(memberIds(toStayA)).toEqual([c.id]);
    expect(memberIds((await toC.next(ofType('thread'))).data as ThreadChange)).toEqual([a.id]);
    await settle();
    expect(threadEvents(toB)).toEqual([]);
  });
});

describe('chat settings (notify, mute)', () => {
  const settingsOf = (id: number, headers: Headers) => get(t.app, `/api/v1/getmessagethreadsettings/${id}`, headers);
  const setSettings = (id: number, body: object, headers: Headers) =>
    patch(`/api/v1/setmessagethreadsettings/${id}`, body, headers);

  it('are each member’s own, on by default, and only members read or change them', async () => {
    const [a, b, stranger] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const { messagethread } = await send(a.headers, { upclubusers: [b.id], text: 'hi' });
    expect((await settingsOf(messagethread, b.headers)).json()).toEqual({
      messagethread,
      notify: true,
      mute: false,
    } satisfies ThreadSettings);

    const saved = await setSettings(messagethread, { notify: false }, b.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ messagethread, notify: false, mute: false });
    expect((await settingsOf(messagethread, b.headers)).json()).toMatchObject({ notify: false, mute: false });
    // A's switches are untouched.
    expect((await settingsOf(messagethread, a.headers)).json()).toMatchObject({ notify: true, mute: false });

    expect((await settingsOf(messagethread, stranger.headers)).statusCode).toBe(403);
    expect((await setSettings(messagethread, { mute: true }, stranger.headers)).statusCode).toBe(403);
    expect((await settingsOf(999_999, a.headers)).statusCode).toBe(404);
    expect((await setSettings(messagethread, { mute: 'yes' }, a.headers)).statusCode).toBe(400);
    expect((await setSettings(messagethread, { muted: true }, a.headers)).statusCode).toBe(400);
  });

  it('notifications off: the message arrives without a toast; the thread still counts', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newMember(t.app)));
    const group = await send(a.headers, { upclubusers: [b.id, c.id], text: 'first' });
    await setSettings(group.messagethread, { notify: false }, b.headers);
    const [toB, toC] = await Promise.all([b, c].map((m) => streamOf(m.headers)));

    await send(a.headers, { messagethread: group.messagethread, text: 'quietly' });
    expect((await toB.next(ofType('message'))).data).toMatchObject({ counts: { message_notifications: 1 } });
    await toC.next(ofType('toast'));
    await settle();
    expect(toB.frames.filter((f) => f.event === 'toast')).toEqual([]);
  });

  it('mute: no toast, and the thread is out of the Messages marker until unmuted', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const direct = await send(a.headers, { upclubusers: [b.id], text: 'first' });
    expect(await unreadCount(t.app, b.headers)).toMatchObject({ message_notifications: 1 });
    const toB = await streamOf(b.headers);

    await setSettings(direct.messagethread, { mute: true }, b.headers);
    // Muting an unread thread takes it out of the marker on the user's open tabs too.
    expect((await toB.next(ofType('counts'))).data).toMatchObject({ message_notifications: 0 });
    await send(a.headers, { messagethread: direct.messagethread, text: 'shh' });
    expect((await toB.next(ofType('message'))).data).toMatchObject({ counts: { message_notifications: 0 } });
    await settle();
    expect(toB.frames.filter((f) => f.event === 'toast')).toEqual([]);
    expect(await unreadCount(t.app, b.headers)).toMatchObject({ message_notifications: 0 });
    // The row itself still shows it unread.
    const info = (await get(t.app, `/api/v1/getmessagethreadinfo/${direct.messagethread}`, b.headers)).json();
    expect(info).toMatchObject({ already_read: false });

    await setSettings(direct.messagethread, { mute: false }, b.headers);
    expect(await unreadCount(t.app, b.headers)).toMatchObject({ message_notifications: 1 });
  });
});
