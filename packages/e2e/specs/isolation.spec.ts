import { test, expect } from '../support/fixtures';
import { Shell } from '../pages/shell';
import { signUpAndLogIn } from '../support/auth';

const CLUBS_REMOTE = '**/mfe/clubs/**';

// DESIGN §6: when an application's code fails to load, single-spa reports an uncaught page
// error even with addErrorHandler. That one is expected here; any other still fails the test.
test.use({ allowedPageErrors: [/clubs/i, /single-spa/i, /Failed to fetch|Loading (script|chunk)|RUNTIME-00\d/i] });

test('when the clubs remote cannot load, the rest of UpClub keeps working', async ({ page, request }) => {
  const shell = new Shell(page);
  const clubsError = shell.main.getByRole('alert').filter({ hasText: 'Clubs could not be loaded.' });
  await page.route(CLUBS_REMOTE, (route) => route.abort('internetdisconnected'));

  await signUpAndLogIn(page, request);
  await shell.expectDiscover();

  await test.step('Clubs shows an in-place error with Retry', async () => {
    await shell.goTo('Clubs');
    await expect(page).toHaveURL(/\/clubs$/);
    await expect(clubsError).toBeVisible();
    await expect(clubsError.getByRole('button', { name: 'Retry' })).toBeVisible();
    await shell.expectShown();
  });

  await test.step('the side menu and header still work', async () => {
    await shell.goTo('Discover');
    await shell.expectDiscover();
    await expect(clubsError).toBeHidden();
    await shell.openAccountMenu();
    await expect(shell.accountItem('View profile')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.accountMenu).toBeHidden();
  });

  await test.step('back online, Retry loads the clubs page', async () => {
    await shell.goTo('Clubs');
    await expect(clubsError).toBeVisible();
    await page.unroute(CLUBS_REMOTE);
    await clubsError.getByRole('button', { name: 'Retry' }).click();
    await expect(shell.remote('clubs').getByRole('heading', { level: 1, name: 'All Clubs' })).toBeVisible();
    await expect(clubsError).toBeHidden();
  });
});

test('a deep link to a remote that cannot load still opens the app around it', async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await page.route(CLUBS_REMOTE, (route) => route.abort('internetdisconnected'));

  await page.goto('/clubs/3');

  await expect(shell.main.getByRole('alert').filter({ hasText: 'Clubs could not be loaded.' })).toBeVisible();
  await shell.expectShown();
  await shell.goTo('Messages');
  await expect(shell.remote('messages').getByRole('heading', { level: 1, name: 'Your Messages' })).toBeVisible();

  // Coming back once the remote is reachable loads it, without a reload.
  await page.unroute(CLUBS_REMOTE);
  await shell.goTo('Clubs');
  await expect(shell.remote('clubs').getByRole('heading', { level: 1, name: 'All Clubs' })).toBeVisible();
});

test('a remote whose server answers 503 shows the same in-place error, and the rest of UpClub works', async ({
  page,
  request,
}) => {
  // Issue 13 §4 "a remote down": a CDN or remote server that answers an error, not only a broken network.
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await page.route(CLUBS_REMOTE, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));

  await shell.goTo('Clubs');
  const clubsError = shell.main.getByRole('alert').filter({ hasText: 'Clubs could not be loaded.' });
  await expect(clubsError).toBeVisible();
  await expect(clubsError.getByRole('button', { name: 'Retry' })).toBeVisible();
  await shell.expectShown();
  await shell.goTo('Messages');
  await expect(shell.remote('messages').getByRole('heading', { level: 1, name: 'Your Messages' })).toBeVisible();

  // Once it answers again, going back loads it, without a reload.
  await page.unroute(CLUBS_REMOTE);
  await shell.goTo('Clubs');
  await expect(shell.remote('clubs').getByRole('heading', { level: 1, name: 'All Clubs' })).toBeVisible();
});
