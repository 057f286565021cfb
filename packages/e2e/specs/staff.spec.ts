import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { Shell, STAFF_ACCOUNT_ITEMS } from '../pages/shell';
import { loginThroughUi, signUpAndLogIn } from '../support/auth';
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
    const manifest = page.waitForRequest((req) => new URL(req.url()).pathname === '/mfe/staff/mf-manifest.json');
    await shell.chooseAccountItem('View app metrics');
    await manifest;
    await expect(page).toHaveURL(/\/metrics$/);
    await expect(shell.remote('staff').getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
    await shell.expectShown();
  });
});
