import type { CreateMessageResponse, LiveToast, Message, NotificationsCount } from '@upclub/shared/types';
import { buildTestApp, newMember, type TestApp } from './helpers';
import { fixtureResolver, post, postSong } from './music';
import { listening, ofType, openStream, type TestStream } from './sse';

// A new message goes out on the live events stream (v1/events/) to every other member of its
// thread, as a `message` event (the message as getmessages answers it, with the recipient's new
// counts) and a `toast` of toast_type 'message'; never to the sender, a stranger or a former member.

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
type MessageData = { messagethread: number; message: Message; counts: NotificationsCount };

async function streamOf(headers: Headers): Promise<TestStream> {
  const stream = await openStream(base, headers);
  streams.push(stream);
  // The counts at connect time come first: the stream is registered once they arrive.
  await stream.next(ofType('counts'));
  return stream;
}

async function send(headers: Headers, body: object): Promise<CreateMessageResponse> {
  const res = await post(t.app, '/api/v1/createmessage/', { messagethread: null, song_post: null, ...body }, headers);
  if (res.statusCode !== 201) throw new Error(`createmessage failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const messageEvents = (stream: TestStream) => stream.frames.filter((f) => f.event === 'message' || f.event === 'toast');

describe('live messages', () => {
  it('reach every other member at once, and nobody else', async () => {
    const [a, b, c, stranger, former] = await Promise.all([1, 2, 3, 4, 5].map(() => newMember(t.app)));
    const group = await send(a.headers, { upclubusers: [b.id, c.id, former.id], text: 'first' });
    await post(t.app, `/api/v1/leavemessagethread/${group.messagethread}`, {}, former.headers);
    const [toA, toB, toC, toStranger, toFormer] = await Promise.all(
      [a, b, c, stranger, former].map((m) => streamOf(m.headers)),
    );

    const started = Date.now();
    const sent = await send(a.headers, { messagethread: group.messagethread, text: 'Hello <b>team</b> 🎸 שלום' });
    for (const stream of [toB, toC]) {
      const event = await stream.next(ofType('message'));
      expect(event.data).toEqual({
        messagethread: group.messagethread,
        message: sent.message,
        counts: { notifications: 0, message_notifications: 1 },
      } satisfies MessageData);
      expect((await stream.next(ofType('toast'))).data).toEqual({
        toast_type: 'message',
        text: `${a.username}: Hello <b>team</b> 🎸 שלום`,
        link: `/messages/${group.messagethread}`,
        thumbnail_picture: null,
      } satisfies LiveToast);
    }
    // Well within the second the issue allows.
    expect(Date.now() - started).toBeLessThan(1000);

    await settle();
    for (const stream of [toA, toStranger, toFormer]) expect(messageEvents(stream)).toEqual([]);
  });

  it('names the thread and the song in the toast; sharepost announces the same way', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { song_post } = await postSong(t.app, a.headers, { title: 'Blue in Green', post_type: 1 });
    const direct = await send(a.headers, { upclubusers: [b.id], text: 'hi' });
    const toB = await streamOf(b.headers);

    await send(a.headers, { messagethread: direct.messagethread, text: '', song_post });
    const songEvent = await toB.next(ofType('message'));
    expect((songEvent.data as MessageData).message).toMatchObject({
      song_post,
      thesongpost: { song_post, title: 'Blue in Green' },
    });
    expect((await toB.next(ofType('toast'))).data).toMatchObject({ text: `${a.username} sent you "Blue in Green"` });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/setmessagethreadname/${direct.messagethread}`,
      payload: { messagethreadname: 'Jazz' },
      headers: a.headers,
    });
    await send(a.headers, { messagethread: direct.messagethread, text: 'x'.repeat(100) });
    expect((await toB.next(ofType('toast'))).data).toMatchObject({
      text: `${a.username} in Jazz: ${'x'.repeat(69)}…`,
    });

    await post(t.app, '/api/v1/sharepost/', { upclubusers: [b.id], song_post }, a.headers);
    const shared = await toB.next(ofType('message'));
    expect(shared.data).toMatchObject({ messagethread: direct.messagethread, message: { song_post, text: '' } });
  });

  it('tells the reader’s other tabs the new counts when they open an unread thread', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => newMember(t.app)));
    const { messagethread } = await send(a.headers, { upclubusers: [b.id], text: 'read me' });
    const otherTab = await streamOf(b.headers);
    const read = () => t.app.inject({ url: `/api/v1/getmessages/${messagethread}/all`, headers: b.headers });
    await read();
    expect((await otherTab.next(ofType('counts'))).data).toEqual({ notifications: 0, message_notifications: 0 });
    // Reading a read thread changes nothing, and says nothing.
    await read();
    await settle();
    expect(otherTab.frames.filter((f) => f.event === 'counts')).toHaveLength(2);
  });
});
