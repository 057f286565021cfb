import { expect, type Locator, type Page } from '@playwright/test';

/** Route /forgot-password: ask for a reset code by username. */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Forgot password' });
    const form = page.getByRole('form', { name: 'Forgot password' });
    this.username = form.getByLabel('Username', { exact: true });
    this.submit = form.getByRole('button', { name: 'Send reset code' });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/forgot-password$/);
    await expect(this.heading).toBeVisible();
  }

  async requestCode(username: string): Promise<void> {
    await this.username.fill(username);
    await this.submit.click();
  }
}
