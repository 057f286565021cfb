import { test, expect } from '../support/fixtures';
import { Shell } from '../pages/shell';
import { signUpAndLogIn } from '../support/auth';

test('clicking the menu item of the page already shown reloads the main content', async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();

  const heading = shell.remote('feed').getByRole('heading', { level: 1, name: 'Discover' });
  await heading.evaluate((el) => el.setAttribute('data-before-reload', 'yes'));

  await shell.goTo('Discover');
  await expect(page).toHaveURL(/\/discover\/?$/);
  // The feed application was mounted afresh: the marked element is gone, a new heading is there.
  await expect(shell.remote('feed').locator('[data-before-reload]')).toHaveCount(0);
  await expect(heading).toBeVisible();
});

test('the side menu collapses to 78 px at 768 px and below', async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect.poll(async () => (await shell.sideMenu.boundingBox())?.width).toBeLessThanOrEqual(78);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await shell.sideMenu.boundingBox())?.width).toBeGreaterThan(200);
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('mobile browsers are shown the app-store notice instead of the web app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText("Music sharing sucks, we're here to fix it.")).toBeVisible();
    await expect(page.getByText('Join UpClub today.')).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
  });
});

test('a page opened while the API cannot be reached asks to check the connection', async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();
  await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText('Please check your internet connection.').first()).toBeVisible();
  // The chrome and the page still show: nothing is lost while offline.
  await shell.expectShown();
});
