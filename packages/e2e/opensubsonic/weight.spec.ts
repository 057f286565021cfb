import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { SongSearch } from '../pages/song-search';
import { signUpViaApi } from '../support/auth';
import { logInAndConnect, musicServer } from '../support/opensubsonic';
import { formatLoad, kB, recordFirstLoad, totalsByOwner, type LoadedScript } from '../support/weight';

// Issue 23: a deployment loads only its provider's code. On an OpenSubsonic deployment no page
// fetches the Spotify provider's chunk or its player script, and the shell stays within the
// budgets of build/size-budgets.json (the Spotify run checks the converse in specs/weight.spec.ts).
const root = path.resolve(__dirname, '../../..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'build/size-budgets.json'), 'utf8')) as {
  shell: number;
  shellSignedOut: number;
};

const onlyOwnProvider = (scripts: LoadedScript[], where: string) => {
  const spotify = scripts.filter((s) => s.providerCode === 'spotify' || s.owner === 'provider');
  expect(
    spotify.map((s) => s.path),
    `Spotify code on ${where}`,
  ).toEqual([]);
};

async function firstLoad(page: Page, url: string, ready: () => Promise<void>): Promise<LoadedScript[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return recordFirstLoad(page, async () => {
    await page.goto(url);
    await ready();
  });
}

test('an OpenSubsonic deployment loads only its own provider code, within the shell budgets', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext();
  const signedOut = await firstLoad(await visitor.newPage(), '/login', async () => {
    await new LoginPage(visitor.pages()[0]!).expectShown();
  });
  await visitor.close();
  onlyOwnProvider(signedOut, '/login');

  const member = await browser.newContext();
  const page = await member.newPage();
  await logInAndConnect(page, await signUpViaApi(request));
  const feedPage = await member.newPage();
  const discover = await firstLoad(feedPage, '/discover', async () => {
    await expect(feedPage.getByRole('article').first()).toBeVisible();
  });
  // The first search asks the provider: its code comes now, and it is this deployment's own.
  const search = await recordFirstLoad(feedPage, async () => {
    await new Shell(feedPage).addSongButton.click();
    const songSearch = new SongSearch(feedPage);
    await songSearch.expectShown();
    await songSearch.searchBox.fill(musicServer.titles[0] ?? 'a');
    await songSearch.filter('Track').click();
    await expect(songSearch.results().first()).toBeVisible();
  });
  await member.close();
  expect(search.filter((s) => s.providerCode === 'opensubsonic').length, 'the OpenSubsonic code came').toBeGreaterThan(
    0,
  );
  onlyOwnProvider(search, 'the song search');

  const table = [formatLoad('/login, signed out', signedOut), formatLoad('/discover, signed in', discover)].join(
    '\n\n',
  );
  console.log(table);
  await info.attach('first-load JavaScript (gzip), OpenSubsonic', { body: table, contentType: 'text/plain' });
  if (process.env.WEIGHT_REPORT) fs.writeFileSync(process.env.WEIGHT_REPORT, `${table}\n`);
  onlyOwnProvider(discover, '/discover');
  const shellOut = totalsByOwner(signedOut).shell ?? 0;
  const shellIn = totalsByOwner(discover).shell ?? 0;
  expect(shellOut, `shell on /login: ${kB(shellOut)}`).toBeLessThanOrEqual(budgets.shellSignedOut * 1000);
  expect(shellIn, `shell on /discover: ${kB(shellIn)}`).toBeLessThanOrEqual(budgets.shell * 1000);
});
