import { test, expect } from '../support/fixtures';
import { Shell, type MenuItemName } from '../pages/shell';
import { signUpAndLogIn } from '../support/auth';

// Every route matches with and without its trailing slash, in the guard (the page opens), the
// side menu (its item is the current one) and the page's own tabs (the spec's path is /clubs/).
const ROUTES: ReadonlyArray<{ path: string; item: MenuItemName; tabs?: string; tab?: RegExp }> = [
  { path: '/clubs', item: 'Clubs', tabs: 'Clubs', tab: /^All Clubs$/ },
  { path: '/clubs/', item: 'Clubs', tabs: 'Clubs', tab: /^All Clubs$/ },
  { path: '/clubs/my-clubs/', item: 'Clubs', tabs: 'Clubs', tab: /^My Clubs$/ },
  { path: '/discover/', item: 'Discover', tabs: 'Feeds', tab: /^Discover$/ },
  { path: '/myfeed/', item: 'Discover', tabs: 'Feeds', tab: /^My Feed$/ },
  { path: '/messages/', item: 'Messages' },
  { path: '/notifications/', item: 'Notifications' },
  { path: '/profile/', item: 'Profile', tabs: 'sections', tab: /Posts$/ },
  { path: '/profile', item: 'Profile', tabs: 'sections', tab: /Posts$/ },
];

test('each route marks its menu item and its tab with and without the trailing slash', async ({ page, request }) => {
  const shell = new Shell(page);
  await signUpAndLogIn(page, request);
  await shell.expectDiscover();
  for (const { path, item, tabs, tab } of ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(shell.menuLink(item)).toHaveAttribute('aria-current', 'page');
      await expect(shell.sideMenu.locator('[aria-current="page"]')).toHaveCount(1);
      if (!tabs || !tab) return;
      const nav = shell.main.getByRole('navigation', { name: tabs === 'sections' ? /sections$/ : tabs });
      await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    });
  }
});
