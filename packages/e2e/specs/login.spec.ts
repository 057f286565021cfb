import { test, expect } from '../support/fixtures';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';
import { loginThroughUi, signUpAndLogIn, signUpViaApi } from '../support/auth';

test('signing out from the avatar menu lands on login', async ({ page, request }) => {
  await signUpAndLogIn(page, request);
  const shell = new Shell(page);
  await shell.expectDiscover();

  await shell.signOut();

  await new LoginPage(page).expectShown();
  await expect(shell.sideMenu).toBeHidden();
  // The session is over: the app is closed again.
  await page.goto('/discover');
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('a deep link opened while logged out comes back after login', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const login = new LoginPage(page);
  const shell = new Shell(page);

  await test.step('first login connects the streaming account', async () => {
    const first = await loginThroughUi(page, user);
    expect(first.consentShown).toBe(true);
    await shell.expectDiscover();
    await shell.signOut();
    await login.expectShown();
  });

  await test.step('the deep link asks for login and remembers where to go', async () => {
    await page.goto('/clubs/3?tab=x');
    await login.expectShown();
    const next = new URL(page.url()).searchParams.get('next');
    expect(JSON.parse(next ?? 'null')).toEqual({ path: '/clubs/3', query: { tab: 'x' } });
  });

  await test.step('logging in again refreshes the provider connection and opens the club', async () => {
    const second = await loginThroughUi(page, user, { open: false });
    // Same user, same browser: the stored provider holder is refreshed, no consent page.
    expect(second.consentShown).toBe(false);
    await expect(page).toHaveURL(/\/clubs\/3\?tab=x$/);
    // A demo club's page: the clubs remote, headed by the club's name.
    await expect(shell.remote('clubs').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.menuLink('Clubs')).toHaveAttribute('aria-current', 'page');
  });
});

test('a logged-in user opening login is sent to Discover', async ({ page, request }) => {
  await signUpAndLogIn(page, request);
  await page.goto('/login');
  await new Shell(page).expectDiscover();
});

test('an unknown path sends a visitor to sign up', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});
