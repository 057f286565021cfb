import { expect, type Locator, type Page } from '@playwright/test';

export const MENU_ITEMS = ['Discover', 'Notifications', 'Messages', 'Clubs', 'Profile'] as const;
export type MenuItemName = (typeof MENU_ITEMS)[number];
export const STAFF_ACCOUNT_ITEMS = ['View app metrics', 'Broadcast message', 'Send message to all'] as const;

/**
 * The application shell around every private page: the side menu, the header with the
 * avatar menu, and the main area where each remote mounts (#single-spa-application:<name>).
 */
export class Shell {
  readonly sideMenu: Locator;
  readonly accountButton: Locator;
  readonly accountMenu: Locator;
  readonly addSongButton: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.sideMenu = page.getByRole('navigation', { name: 'Main' });
    this.accountButton = page.getByRole('button', { name: 'Account menu' });
    this.accountMenu = page.getByRole('menu', { name: 'Account menu' });
    this.addSongButton = page.getByRole('button', { name: 'Add a song' });
    this.main = page.locator('#uc-main');
  }

  menuLink(name: MenuItemName): Locator {
    return this.sideMenu.getByRole('link', { name, exact: true });
  }

  /** Where a remote mounts. */
  remote(name: string): Locator {
    return this.page.locator(`[id="single-spa-application:${name}"]`);
  }

  /** The page title (h1) of the main area. */
  pageHeading(name: string | RegExp): Locator {
    return this.main.getByRole('heading', { level: 1, name });
  }

  async expectShown(): Promise<void> {
    await expect(this.sideMenu).toBeVisible();
    for (const item of MENU_ITEMS) await expect(this.menuLink(item)).toBeVisible();
    await expect(this.accountButton).toBeVisible();
  }

  /** The Discover page of the feed remote, inside the shell. */
  async expectDiscover(): Promise<void> {
    await expect(this.page).toHaveURL(/\/discover\/?$/);
    await this.expectShown();
    await expect(this.remote('feed').getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expect(this.menuLink('Discover')).toHaveAttribute('aria-current', 'page');
  }

  async goTo(item: MenuItemName): Promise<void> {
    await this.menuLink(item).click();
  }

  async openAccountMenu(): Promise<void> {
    await this.accountButton.click();
    await expect(this.accountMenu).toBeVisible();
  }

  accountItem(name: string): Locator {
    return this.accountMenu.getByRole('menuitem', { name, exact: true });
  }

  /** The labels of the avatar menu, in order. */
  async accountItems(): Promise<string[]> {
    return (await this.accountMenu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  }

  async chooseAccountItem(name: string): Promise<void> {
    if (!(await this.accountMenu.isVisible())) await this.openAccountMenu();
    await this.accountItem(name).click();
  }

  async signOut(): Promise<void> {
    await this.chooseAccountItem('Sign out');
  }
}
