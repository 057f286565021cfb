import { test, expect } from '../support/fixtures';
import { Shell } from '../pages/shell';
import { PlayerBar } from '../pages/player';
import { signUpAndLogIn, tokenOf } from '../support/auth';

test('the provider access kept in the browser is encrypted with a key no script can read', async ({
  page,
  request,
}) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();

  const stored = await page.evaluate(async () => {
    const holder = localStorage.getItem('spotify_access');
    const fallbackSecret = localStorage.getItem('spotify_access_secret');
    const key = await new Promise<CryptoKey | undefined>((resolve, reject) => {
      const open = indexedDB.open('upclub-session');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const get = open.result.transaction('keys').objectStore('keys').get('provider-holder');
        get.onsuccess = () => resolve(get.result as CryptoKey | undefined);
        get.onerror = () => reject(get.error);
      };
    });
    return {
      holder,
      fallbackSecret,
      plainRefreshTokenKey: localStorage.getItem('spotify_refresh_token'),
      keyAlgorithm: key?.algorithm.name,
      keyExtractable: key?.extractable,
    };
  });

  expect(stored.holder).toBeTruthy();
  // Neither the username nor anything token-like is readable in the stored holder.
  expect(stored.holder).not.toMatch(/e2e_|refresh|token/i);
  expect(stored.plainRefreshTokenKey).toBeNull();
  expect(stored.fallbackSecret).toBeNull();
  expect(stored.keyAlgorithm).toBe('AES-GCM');
  expect(stored.keyExtractable).toBe(false);
});

test('a session ended elsewhere says "Unauthorized session." and goes to login', async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();

  // Signing out on the server (another tab, a password reset) revokes this page's token.
  const token = await tokenOf(page);
  const logout = await request.post('/api/v1/logout/', { headers: { Authorization: `Token ${token}` } });
  expect(logout.ok()).toBe(true);

  await page.reload();
  await expect(page.getByText('Unauthorized session.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('leaving a page while its streaming token is being refreshed keeps the account connected', async ({
  page,
  request,
}) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();
  // A played list is restored on every load, and the player asks for a fresh provider token then.
  const card = shell.remote('feed').getByRole('article').first();
  const title = (await card.getAttribute('aria-label'))!.replace(/ posted by .*$/, '');
  await card.getByRole('button', { name: `Play ${title}` }).click();
  await expect(new PlayerBar(page).root).toContainText(title, { timeout: 20_000 });

  // The provider is slow to answer the next refresh; the user leaves the page meanwhile.
  let refreshing!: () => void;
  const refreshStarted = new Promise<void>((resolve) => (refreshing = resolve));
  await page.route('**/provider/accounts/api/token', async (route) => {
    refreshing();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/discover');
  await refreshStarted;
  await page.goto('/myfeed');
  await page.unroute('**/provider/accounts/api/token');

  // The refresh cut short said nothing about the grant: still connected, no new authorization.
  await expect(page.getByRole('heading', { level: 1, name: 'My Feed' })).toBeAttached();
  await expect(new PlayerBar(page).root).toContainText(title, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/myfeed$/);
});
