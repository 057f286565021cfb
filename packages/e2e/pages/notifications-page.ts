import { expect, type Locator, type Page } from '@playwright/test';

/** /notifications: the list grouped by time, and the filters panel. */
export class NotificationsPage {
  readonly heading: Locator;
  readonly filters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Notifications' });
    this.filters = page.getByRole('group', { name: 'Filters' });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/notifications\/?$/);
    await expect(this.heading).toBeVisible();
  }

  group(name: 'Today' | 'This Week' | 'This Month' | 'This Year' | 'Others'): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The row whose text matches (in the page, not a toast saying the same). */
  row(text: string | RegExp): Locator {
    return this.page.locator('#uc-main').getByRole('listitem').filter({ hasText: text });
  }

  filter(label: string): Locator {
    return this.filters.getByRole('checkbox', { name: label, exact: true });
  }

  async selectAll(): Promise<void> {
    await this.filters.getByRole('button', { name: 'Select All', exact: true }).click();
  }

  async deselectAll(): Promise<void> {
    await this.filters.getByRole('button', { name: 'Deselect All', exact: true }).click();
  }
}

/** The shell's live toasts (bottom right), each a link to what it is about. */
export class LiveToasts {
  readonly host: Locator;

  constructor(readonly page: Page) {
    this.host = page.getByTestId('toast-host');
  }

  toast(text: string | RegExp): Locator {
    return this.host.getByRole('listitem').filter({ hasText: text });
  }
}
