import { test, expect } from '../support/fixtures';
import { LiveToasts } from '../pages/notifications-page';
import { PlayerBar } from '../pages/player';
import { loginThroughUi, signUpViaApi, tokenOf } from '../support/auth';
import { newUser } from '../support/users';

// Issue 22 §2: Now Playing's comments stayed at 'Loading comments'. A browser keeps at most six
// connections to one host for all its tabs; each tab of the app held two for good (the live event
// stream and the provider emulator's device stream), so with three tabs open every other request
// waited unsent: a comment toast's post, the comments themselves. The tabs now share one event
// stream, and the comments open within seconds in any of them.

const TABS = 3;
/** The burst of comments the issue saw before opening them. */
const COMMENTS = 22;

test("a post's comments open from a toast in the third tab of the app, after a burst of comments", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const author = await signUpViaApi(request, newUser('tabs'));
  const commenter = await signUpViaApi(request, newUser('tabsc'));
  await loginThroughUi(page, author);
  const token = await tokenOf(page);
  const auth = (key: string) => ({ Authorization: `Token ${key}` });

  // The author's post, and another song playing in the first tab (its device stream open).
  const feed = (await (await request.get('/api/v1/getallfeed/new', { headers: auth(token) })).json()) as {
    results: Array<{ song: string; title: string; username: string }>;
  };
  const playing = feed.results[0];
  const posted = await request.post('/api/v1/postsong/', {
    headers: auth(token),
    data: { song: playing.song, comment: 'Comment away', post_type: 2 },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const post = (await posted.json()) as { song_post: number };
  await page.goto('/discover');
  const player = new PlayerBar(page);
  await page
    .getByRole('article', { name: `${playing.title} posted by ${playing.username}` })
    .first()
    .getByRole('button', { name: `Play ${playing.title}` })
    .click();
  await expect(player.pause).toBeVisible({ timeout: 20_000 });

  // More tabs of the app, each with the player bar (and its device) up.
  let last = page;
  for (let tab = 1; tab < TABS; tab += 1) {
    last = await page.context().newPage();
    await last.goto('/discover');
    await expect(new PlayerBar(last).root).toBeVisible();
  }

  const login = await request.post('/api/v1/login/', {
    data: { username: commenter.username, password: commenter.password },
  });
  const commenterToken = ((await login.json()) as { token: string }).token;
  const written = await Promise.all(
    Array.from({ length: COMMENTS }, (_, i) =>
      request.post('/api/v1/postfirstlevelcomment/', {
        headers: auth(commenterToken),
        data: { song_post: post.song_post, text: `Comment ${i + 1}`, mentions: [] },
      }),
    ),
  );
  expect(written.every((res) => res.ok())).toBe(true);

  // The last tab hears the comments and opens them from a toast, as a person would.
  await new LiveToasts(last).host.getByRole('link').first().click();
  const comments = new PlayerBar(last).nowPlaying.getByRole('region', { name: 'Comments' });
  await expect(comments.getByRole('article').first()).toBeVisible({ timeout: 5_000 });
  await expect(comments.getByText('Loading comments')).toBeHidden();
});
