import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { Shell } from '../pages/shell';
import { PlayerBar } from '../pages/player';
import { signUpAndLogIn } from '../support/auth';
import {
  buildFingerprint,
  publishRemoteBuild,
  sharedLibraries,
  shellBuildDir,
  type PublishedRemote,
} from '../support/remotes';

const NEW_TITLE = 'Discover (shipped alone)';

/** Singletons the feed remote uses (DESIGN §1): one React, one router, one query client, one bus, one theme. */
const FEED_SINGLETONS = [
  'react',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  '@upclub/shared/bus',
  '@upclub/shared/ui',
];

test('a remote rebuilt and published alone is on the next load, with the shell left as it was', async ({
  page,
  request,
}) => {
  // One remote's production build, on a machine that runs other builds too.
  test.setTimeout(300_000);
  const shell = new Shell(page);
  const feed = shell.remote('feed');
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();

  const shellBefore = buildFingerprint(shellBuildDir);
  const indexBefore = fs.readFileSync(path.join(shellBuildDir, 'index.html'), 'utf8');
  let published: PublishedRemote | undefined;
  try {
    await test.step('the feed team builds its remote alone, with a new page title and menu label in its route facts', async () => {
      published = await publishRemoteBuild('feed', (facts) => ({
        ...facts,
        routes: facts.routes.map((route) =>
          route.name === 'discover'
            ? { ...route, title: NEW_TITLE, menu: { ...route.menu!, label: NEW_TITLE } }
            : route,
        ),
      }));
    });

    const feedScripts: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().resourceType() === 'script' && pathname.startsWith('/mfe/feed/')) {
        feedScripts.push(pathname);
      }
    });
    await test.step('the next load shows the new version: its page and its menu item', async () => {
      await page.reload();
      await expect(feed.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
      await expect(shell.sideMenu.getByRole('link', { name: NEW_TITLE, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(shell.menuLink('Clubs')).toBeVisible();
    });

    await test.step('the new remote runs on the shell’s singletons', async () => {
      const shared = await sharedLibraries(page);
      // Every shared library in the page is one copy, the shell's: each is one module object across
      // the shell's and the remotes' share maps, and the page fetched nothing from the remote but its
      // entry and its app, so the new build brought no copy of its own. (The runtime's `from` says
      // who loaded a module first, which depends on timing, not whose copy it is.)
      for (const [library, use] of Object.entries(shared)) expect(use.instances, library).toBeLessThanOrEqual(1);
      expect(
        feedScripts.every((file) => /\/(remoteEntry|__federation_expose_app\.[0-9a-f]+)\.js$/.test(file)),
        feedScripts.join(', '),
      ).toBe(true);
      for (const library of FEED_SINGLETONS) {
        expect(shared[library]?.usedBy, library).toContain('feed');
        expect(shared[library]?.instances, library).toBe(1);
      }
    });

    await test.step('a card played in the new remote plays in the shell’s player bar (the shared bus)', async () => {
      const card = feed.getByRole('article').first();
      const title = (await card.getAttribute('aria-label'))!.replace(/ posted by .*$/, '');
      await card.getByRole('button', { name: `Play ${title}` }).click();
      await expect(new PlayerBar(page).root).toContainText(title, { timeout: 20_000 });
    });

    expect(buildFingerprint(shellBuildDir), 'the shell was not rebuilt').toEqual(shellBefore);
    expect(fs.readFileSync(path.join(shellBuildDir, 'index.html'), 'utf8')).toBe(indexBefore);
  } finally {
    published?.restore();
  }

  await test.step('publishing the previous build rolls the remote back on the next load', async () => {
    await page.reload();
    await shell.expectDiscover();
  });
});
