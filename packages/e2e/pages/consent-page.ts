import { expect, type Locator, type Page } from '@playwright/test';

/** The streaming provider emulator's consent page (/provider/accounts/authorize). */
export class ConsentPage {
  readonly heading: Locator;
  readonly premiumListener: Locator;
  readonly agreeButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: /to use your account\?/ });
    this.premiumListener = page.getByRole('radio', { name: /Premium Listener/ });
    this.agreeButton = page.getByRole('button', { name: 'Agree', exact: true });
    this.cancelButton = page.getByRole('button', { name: 'Cancel', exact: true });
  }

  isAt(url: URL): boolean {
    return url.pathname.startsWith('/provider/accounts/authorize');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/provider\/accounts\/authorize/);
    await expect(this.heading).toBeVisible();
    await expect(this.premiumListener).toBeChecked();
  }

  /** Agrees as the emulator's account of that name (a new Premium one the first time). */
  async agreeAs(accountName: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    await this.page.getByRole('radio', { name: 'Another account' }).check();
    await this.page.getByLabel('Account name').fill(accountName);
    await this.agreeButton.click();
  }

  /** Agrees with the pre-selected 'Premium Listener' account. */
  async agree(): Promise<void> {
    await this.expectShown();
    await this.agreeButton.click();
  }
}
