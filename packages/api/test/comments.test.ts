import { API_PAGE_SIZE } from '@upclub/shared/constants';
import { MSG, SERVER_DETAIL } from '@upclub/shared/validation';
import { buildTestApp, expectDetail, expectFieldError, newMember, type TestApp } from './helpers';
import { fixtureResolver, followAll, get, post, postSong, unreadCount } from './music';

const PUBLIC_URL = 'http://comments.test';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ trackResolver: fixtureResolver(), publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

type Headers = { authorization: string };
const comment = (headers: Headers, body: object) => post(t.app, '/api/v1/postfirstlevelcomment/', body, headers);
const reply = (headers: Headers, body: object) => post(t.app, '/api/v1/postsecondlevelcomment/', body, headers);

describe('comments', () => {
  it('stores mentions as markup and answers the comment', async () => {
    const author = await newMember(t.app);
    const friend = await newMember(t.app);
    const { song_post } = await postSong(t.app, author.headers);
    const res = await comment(friend.headers, {
      song_post,
      text: `nice one @${author.username}`,
      mentions: [author.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      comment: expect.any(Number),
      text: `nice one <@${author.id}>`,
      mentions: [{ upclubuser: author.id, username: author.username }],
      comment_parent: null,
      comment_age: 'now',
      upclubuser: friend.id,
      username: friend.username,
      thumbnail_picture: null,
      formatted_replies: '0',
      replies_count: 0,
      second_level_comments: [],
    });
    expect((await get(t.app, `/api/v1/getsongpost/${song_post}`, author.headers)).json().formatted_comments_count).toBe(
      '1',
    );
  });

  it('requires text and at most 8 mentions, with the spec messages', async () => {
    const me = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    expectFieldError(await comment(me.headers, { song_post, text: '   ', mentions: [] }), 'text', MSG.required);
    expectFieldError(
      await comment(me.headers, { song_post, text: 'hi', mentions: [1, 2, 3, 4, 5, 6, 7, 8, 9] }),
      'mentions',
      'Maximum of 8 mentions only',
    );
    const first = (await comment(me.headers, { song_post, text: 'hi', mentions: [] })).json();
    expectFieldError(
      await reply(me.headers, { comment_parent: first.comment, text: 'x', mentions: [1, 2, 3, 4, 5, 6, 7, 8, 9] }),
      'mentions',
      'Maximum of 8 mentions only',
    );
    expectDetail(
      await comment(me.headers, { song_post: 999_999, text: 'hi', mentions: [] }),
      404,
      SERVER_DETAIL.notFound,
    );
  });

  it('has two levels only: a reply to a reply is a 400', async () => {
    const me = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    const first = (await comment(me.headers, { song_post, text: 'first', mentions: [] })).json();
    const second = await reply(me.headers, { comment_parent: first.comment, text: 'second', mentions: [] });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ comment_parent: first.comment, text: 'second' });
    expectFieldError(
      await reply(me.headers, { comment_parent: second.json().comment, text: 'third', mentions: [] }),
      'comment_parent',
      'Replies can only be made to first-level comments.',
    );
    expectDetail(
      await reply(me.headers, { comment_parent: 999_999, text: 'x', mentions: [] }),
      404,
      SERVER_DETAIL.notFound,
    );
  });

  it('lists first-level comments newest first with their first reply and reply count, and replies oldest first', async () => {
    const me = await newMember(t.app);
    const other = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    const older = (await comment(me.headers, { song_post, text: 'older', mentions: [] })).json();
    const newer = (await comment(other.headers, { song_post, text: 'newer', mentions: [] })).json();
    for (const text of ['r1', 'r2', 'r3'])
      await reply(other.headers, { comment_parent: older.comment, text, mentions: [] });

    const list = (await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}`, me.headers)).json();
    expect(list).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.results.map((c: { text: string }) => c.text)).toEqual(['newer', 'older']);
    expect(list.results[0]).toMatchObject({ comment: newer.comment, replies_count: 0, second_level_comments: [] });
    expect(list.results[1]).toMatchObject({ replies_count: 3, formatted_replies: '3' });
    expect(list.results[1].second_level_comments).toEqual([
      expect.objectContaining({ text: 'r1', comment_parent: older.comment, second_level_comments: [] }),
    ]);

    const replies = (await get(t.app, `/api/v1/getsecondlevelcomments/${older.comment}`, me.headers)).json();
    expect(replies.results.map((c: { text: string }) => c.text)).toEqual(['r1', 'r2', 'r3']);
    expect((await get(t.app, `/api/v1/getsongpost/${song_post}`, me.headers)).json().formatted_comments_count).toBe(
      '5',
    );
    expectDetail(await get(t.app, '/api/v1/getfirstlevelcomments/999999', me.headers), 404, SERVER_DETAIL.notFound);
    expectDetail(await get(t.app, '/api/v1/getsecondlevelcomments/999999', me.headers), 404, SERVER_DETAIL.notFound);
  });

  it('pages by number through next links', async () => {
    const me = await newMember(t.app);
    const { song_post } = await postSong(t.app, me.headers);
    const total = API_PAGE_SIZE + 3;
    for (let i = 0; i < total; i++) await comment(me.headers, { song_post, text: `c${i}`, mentions: [] });
    const first = (await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}`, me.headers)).json();
    expect(first.next).toBe(`${PUBLIC_URL}/api/v1/getfirstlevelcomments/${song_post}?page=2`);
    const all = await followAll<{ comment: number }>(
      t.app,
      `/api/v1/getfirstlevelcomments/${song_post}`,
      me.headers,
      PUBLIC_URL,
    );
    expect(all.pages).toBe(2);
    expect(new Set(all.results.map((c) => c.comment)).size).toBe(total);
    const second = (await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}?page=2`, me.headers)).json();
    expect(second.previous).toBe(`${PUBLIC_URL}/api/v1/getfirstlevelcomments/${song_post}`);
    expectDetail(
      await get(t.app, `/api/v1/getfirstlevelcomments/${song_post}?page=9`, me.headers),
      404,
      SERVER_DETAIL.notFound,
    );
  });
});

describe('notifications of comments', () => {
  it('comment to the post author, reply to the parent author, mention to each mentioned user, never to oneself', async () => {
    const author = await newMember(t.app);
    const commenter = await newMember(t.app);
    const mentioned = await newMember(t.app);
    const { song_post } = await postSong(t.app, author.headers);

    const first = (
      await comment(commenter.headers, { song_post, text: `@${mentioned.username} listen`, mentions: [mentioned.id] })
    ).json();
    expect((await unreadCount(t.app, author.headers)).notifications).toBe(1);
    expect((await unreadCount(t.app, mentioned.headers)).notifications).toBe(1);
    expect((await unreadCount(t.app, commenter.headers)).notifications).toBe(0);

    await reply(author.headers, { comment_parent: first.comment, text: 'thanks', mentions: [] });
    expect((await unreadCount(t.app, commenter.headers)).notifications).toBe(1);
    expect((await unreadCount(t.app, author.headers)).notifications).toBe(1);

    // Commenting on one's own post, replying to oneself and mentioning oneself: nothing.
    await comment(author.headers, { song_post, text: `me @${author.username}`, mentions: [author.id] });
    await reply(commenter.headers, {
      comment_parent: first.comment,
      text: `again @${commenter.username}`,
      mentions: [commenter.id],
    });
    expect((await unreadCount(t.app, author.headers)).notifications).toBe(1);
    expect((await unreadCount(t.app, commenter.headers)).notifications).toBe(1);
  });
});
