import { expect, type Locator, type Page } from '@playwright/test';

/** Route /forgot-username: ask for the username by email. */
export class ForgotUsernamePage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Forgot username' });
    const form = page.getByRole('form', { name: 'Forgot username' });
    this.email = form.getByLabel('Email', { exact: true });
    this.submit = form.getByRole('button', { name: 'Send username' });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/forgot-username$/);
    await expect(this.heading).toBeVisible();
  }

  async requestUsername(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}
