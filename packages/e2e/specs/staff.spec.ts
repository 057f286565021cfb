import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { FeedPage, PostCardPart } from '../pages/feed-page';
import { Notices } from '../pages/notices';
import { PlayerBar } from '../pages/player';
import { Shell, STAFF_ACCOUNT_ITEMS } from '../pages/shell';
import { loginThroughUi, signUpAndLogIn } from '../support/auth';
import { axeViolations } from '../support/pageQuality';
import { STAFF_USER } from '../support/users';

/** Every URL the page requests, from the first one on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  return urls;
}

const isStaffRemote = (url: string) => new URL(url).pathname.startsWith('/mfe/staff/');

test('a normal user never downloads the staff tools and cannot open them', async ({ page, request }) => {
  const requests = recordRequests(page);
  const shell = new Shell(page);

  await signUpAndLogIn(page, request);
  await shell.expectDiscover();

  await test.step('the avatar menu has no staff items', async () => {
    await shell.openAccountMenu();
    expect(await shell.accountItems()).toEqual(['View profile', 'Sign out']);
    await page.keyboard.press('Escape');
  });

  await test.step('/metrics sends the user to Discover', async () => {
    await page.goto('/metrics');
    await shell.expectDiscover();
  });

  await test.step('inside the app too', async () => {
    await page.evaluate(() => {
      history.pushState(null, '', '/broadcast-message');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await shell.expectDiscover();
  });

  expect(requests.some((url) => url.includes('/mfe/feed/'))).toBe(true);
  expect(requests.filter(isStaffRemote)).toEqual([]);
});

test('a staff user gets the staff items and the metrics page', async ({ page }) => {
  const requests = recordRequests(page);
  const shell = new Shell(page);

  await loginThroughUi(page, STAFF_USER);
  await shell.expectDiscover();
  expect(requests.filter(isStaffRemote)).toEqual([]);

  await test.step('the avatar menu shows the staff items', async () => {
    await shell.openAccountMenu();
    expect(await shell.accountItems()).toEqual(['View profile', ...STAFF_ACCOUNT_ITEMS, 'Sign out']);
  });

  await test.step('View app metrics loads the staff remote', async () => {
    const entry = page.waitForRequest((req) => new URL(req.url()).pathname === '/mfe/staff/remoteEntry.js');
    await shell.chooseAccountItem('View app metrics');
    await entry;
    await expect(page).toHaveURL(/\/metrics$/);
    await expect(shell.remote('staff').getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await shell.expectShown();
  });
});

test('a metrics header sorts when clicked anywhere in its cell; a note says what each column counts', async ({
  page,
}) => {
  const shell = new Shell(page);
  await loginThroughUi(page, STAFF_USER);
  await shell.expectDiscover();
  await page.goto('/metrics');
  const table = page.getByRole('region', { name: 'App metrics per day' }).getByRole('table');
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  await expect(table).toHaveAccessibleDescription(/Song Posts:? posts made in the feed and in clubs/);

  for (const name of ['Users', 'Song Posts', 'Date']) {
    const cell = table.getByRole('columnheader', { name });
    const box = (await cell.boundingBox())!;
    const before = await cell.getAttribute('aria-sort');
    // Its edges, away from the header's text: the button fills the cell (the table's top-left
    // corner is rounded off, so the left edge is clicked at mid-height).
    await page.mouse.click(box.x + 3, box.y + box.height / 2);
    await expect(cell).not.toHaveAttribute('aria-sort', before ?? 'none');
    const first = await cell.getAttribute('aria-sort');
    await page.mouse.click(box.x + box.width - 3, box.y + 3);
    await expect(cell).toHaveAttribute('aria-sort', first === 'ascending' ? 'descending' : 'ascending');
  }
  expect(await axeViolations(page)).toEqual([]);
});

/** The metrics table's headers and body rows, as text (numbers without their thousands commas). */
async function tableOf(table: Locator): Promise<{ header: string[]; rows: string[][] }> {
  const header = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim().replace(/,/g, '')),
      ),
    );
  return { header, rows };
}

/** The rows of a CSV of plain values (the metrics have no quotes or commas inside a value). */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0), 'a byte-order mark, so spreadsheets read UTF-8').toBe(0xfeff);
  return text
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

test('staff sort the metrics, export them and broadcast; a signed-in user gets it live, never the staff remote', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const shell = new Shell(page);

  // The normal user, in a browser of their own, signed in before the broadcast.
  const userContext = await browser.newContext({ baseURL });
  const userRequests: string[] = [];
  userContext.on('request', (req) => userRequests.push(req.url()));
  const userPage = await userContext.newPage();
  const userErrors: Error[] = [];
  userPage.on('pageerror', (error) => userErrors.push(error));
  await signUpAndLogIn(userPage, request);
  await new Shell(userPage).expectDiscover();
  // Gone after any reload: the toast must arrive on this same page.
  await userPage.evaluate(() => Object.assign(window, { staffJourneyMark: true }));

  await loginThroughUi(page, STAFF_USER);
  await shell.expectDiscover();

  const table = page.getByRole('region', { name: 'App metrics per day' }).getByRole('table');
  await test.step('the metrics table sorts by a column', async () => {
    await shell.chooseAccountItem('View app metrics');
    await expect(page).toHaveURL(/\/metrics$/);
    // Five requests a second apart (spec part 2 §4), then the table.
    await expect(table.locator('tbody tr').nth(1)).toBeVisible({ timeout: 30_000 });
    const byDate = await tableOf(table);
    expect(byDate.header).toEqual(['Date', 'Users', 'Song Posts', 'Up Votes', 'Comments', 'Messages']);
    const days = byDate.rows.map((r) => r[0]);
    expect(days, 'newest day first').toEqual([...days].sort().reverse());

    const songPosts = table.getByRole('columnheader', { name: 'Song Posts' });
    await songPosts.getByRole('button').click();
    await expect(songPosts).toHaveAttribute('aria-sort', 'ascending');
    const bySongPosts = await tableOf(table);
    const counts = bySongPosts.rows.map((r) => Number(r[2]));
    expect(counts, 'fewest song posts first').toEqual([...counts].sort((a, b) => a - b));
    expect(
      bySongPosts.rows.map((r) => r[0]),
      'the order changed',
    ).not.toEqual(days);
    expect([...bySongPosts.rows].sort(), 'the same rows').toEqual([...byDate.rows].sort());
  });

  await test.step('Export data downloads the table as CSV', async () => {
    const shown = await tableOf(table);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^upclub-metrics.*\.csv$/);
    const csv = parseCsv(fs.readFileSync(await download.path(), 'utf8'));
    expect(csv[0]).toEqual(shown.header);
    expect(csv.slice(1), 'the rows in the order shown').toEqual(shown.rows);
  });

  const text = `Staff news ${Date.now().toString(36)}: the new search finds artists.`;
  await test.step('Broadcast message sends the text', async () => {
    await shell.chooseAccountItem('Broadcast message');
    await expect(page).toHaveURL(/\/broadcast-message$/);
    await page.getByLabel('Message (1000 characters limit)').fill(text);
    await page.getByRole('button', { name: 'Broadcast message' }).click();
    await expect(new Notices(page).success('Message successfully broadcasted')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the signed-in user sees it live, without reloading', async () => {
    await expect(userPage.getByTestId('toast-host').getByText(text)).toBeVisible({ timeout: 20_000 });
    expect(await userPage.evaluate(() => 'staffJourneyMark' in window)).toBe(true);
  });

  expect(userRequests.filter(isStaffRemote), 'the user never fetched the staff remote').toEqual([]);
  expect(userErrors).toEqual([]);
  await userContext.close();
});

test("staff broadcast a post from its Share menu; a signed-in user gets it live and it opens the post; nobody else sees 'Broadcast Post'", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);

  // The normal user, in a browser of their own, signed in before the broadcast.
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  const userErrors: Error[] = [];
  userPage.on('pageerror', (error) => userErrors.push(error));
  await signUpAndLogIn(userPage, request);
  await new Shell(userPage).expectDiscover();

  await test.step("a normal user's Share menu has no 'Broadcast Post'", async () => {
    const menu = await new PostCardPart(userPage, new FeedPage(userPage).cards().first()).openShareMenu();
    await expect(menu.getByRole('menuitem', { name: 'Send in a message' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Broadcast Post' })).toHaveCount(0);
    await userPage.keyboard.press('Escape');
  });
  // Gone after any reload: the toast must arrive on this same page.
  await userPage.evaluate(() => Object.assign(window, { staffJourneyMark: true }));

  await loginThroughUi(page, STAFF_USER);
  await new Shell(page).expectDiscover();
  const card = new FeedPage(page).cards().first();
  const title = (await card.getByRole('heading').innerText()).trim();
  const text = `Staff pick ${Date.now().toString(36)}: hear this one.`;

  await test.step("staff choose 'Broadcast Post', send a message and are told it went out", async () => {
    const menu = await new PostCardPart(page, card).openShareMenu();
    await menu.getByRole('menuitem', { name: 'Broadcast Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Broadcast Post' });
    await expect(dialog).toContainText(title);
    // Its layout width: the opening animation scales what boundingBox measures.
    expect(await dialog.evaluate((el) => (el as HTMLElement).offsetWidth), 'the broadcast modal width').toBe(400);
    const field = dialog.getByLabel('Message (1000 characters limit)');
    await expect(field).toBeFocused();

    await dialog.getByRole('button', { name: 'Broadcast message' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Field required');
    expect(await axeViolations(page), 'the open modal with its error, contrast included').toEqual([]);

    await field.fill(text);
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // A refusal (as the API answers a user without bit 4) is said in the modal; the text stays.
    const refuse = '**/api/v1/pushnotificationbroadcast/';
    await page.route(refuse, (route) =>
      route.fulfill({ status: 403, json: { detail: 'You do not have permission to perform this action.' } }),
    );
    await dialog.getByRole('button', { name: 'Broadcast message' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You do not have permission to perform this action.');
    await expect(field).toHaveValue(text);
    await page.unroute(refuse);

    await dialog.getByRole('button', { name: 'Broadcast message' }).click();
    await expect(new Notices(page).success('Post successfully broadcasted')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
  });

  await test.step('the signed-in user gets the toast live, and it opens and plays the post', async () => {
    const toast = userPage.getByTestId('toast-host').getByRole('link', { name: text });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    expect(await userPage.evaluate(() => 'staffJourneyMark' in window)).toBe(true);
    await toast.click();
    await new PlayerBar(userPage).expectPlaying(title);
  });

  expect(userErrors).toEqual([]);
  await userContext.close();
});
