import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { ClubPage } from '../pages/clubs-page';
import { Notices } from '../pages/notices';
import { loginThroughUi, signUpViaApi } from '../support/auth';
import { newUser, type TestUser } from '../support/users';

// Issue 22: a request to curate stays pending (and is not offered again) across a reload, on the
// club's page and on its card; once accepted, the Curating button opens the curator's menu.

async function tokenFor(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post('/api/v1/login/', { data: { username: user.username, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function call(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: object,
) {
  const res = await request.fetch(path, { method, headers: { Authorization: `Token ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json() as Promise<unknown>;
}

test('a request to curate shows as pending after a reload, and a curator opens Leave Club from Curating', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const clubName = `Pending ${Date.now().toString(36)}`;
  const owner = await signUpViaApi(request, newUser('owner'));
  const asker = await signUpViaApi(request, newUser('asker'));
  const ownerToken = await tokenFor(request, owner);
  const { club: clubId } = (await call(request, ownerToken, 'POST', '/api/v1/createclub/', {
    club_name: clubName,
  })) as { club: number };
  const club = new ClubPage(page, clubName);

  await test.step('B asks to curate from the club page: the menu then says the request is pending', async () => {
    await loginThroughUi(page, asker);
    await club.open(clubId);
    await club.chooseMenuItem('Request to Curate');
    await expect(new Notices(page).success('Sent request to curate club')).toBeVisible();
    const menu = await club.openMenu();
    await expect(menu.getByRole('menuitem')).toHaveText(['Curator request pending']);
    await expect(menu.getByRole('menuitem', { name: 'Curator request pending' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');
  });

  await test.step('after a reload the page and the club card still say pending, and offer no second request', async () => {
    await page.reload();
    await club.expectShown();
    const menu = await club.openMenu();
    await expect(menu.getByRole('menuitem')).toHaveText(['Curator request pending']);
    await page.keyboard.press('Escape');

    await page.goto('/clubs');
    await page.getByRole('searchbox', { name: /Find club/ }).fill(clubName);
    await page.getByRole('button', { name: `${clubName} options` }).click();
    const cardMenu = page.getByRole('menu', { name: `${clubName} options` });
    await expect(cardMenu.getByRole('menuitem')).toHaveText(['Follow', 'Curator request pending']);
    await expect(cardMenu.getByRole('menuitem', { name: 'Request to Curate' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('accepted, B sees a Curating button that opens Leave Club from the keyboard', async () => {
    const entries = (await call(request, ownerToken, 'GET', `/api/v1/getclubcuratorsandrequests/${clubId}`)) as Array<{
      curator: number;
      is_curator: boolean;
    }>;
    const pending = entries.find((e) => !e.is_curator)!;
    await call(request, ownerToken, 'PATCH', `/api/v1/respondtocuratorrequest/${pending.curator}`, {
      invite_request_state: 2,
    });
    await club.open(clubId);
    const curating = club.state('Curating');
    await expect(curating).toBeVisible();
    await curating.focus();
    await page.keyboard.press('Enter');
    const leave = page.getByRole('menu', { name: `${clubName} options` }).getByRole('menuitem', { name: 'Leave Club' });
    await expect(leave).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(new Notices(page).success('You have successfully left the club')).toBeVisible();
    await expect(club.followButton).toBeVisible();
  });
});
