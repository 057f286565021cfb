import { expect, type Locator, type Page } from '@playwright/test';

/** Route /change-password: the emailed code and a new password. */
export class ChangePasswordPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly resetCode: Locator;
  readonly newPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Change password' });
    const form = page.getByRole('form', { name: 'Change password' });
    this.username = form.getByLabel('Username', { exact: true });
    this.resetCode = form.getByLabel('Reset code', { exact: true });
    this.newPassword = form.getByLabel('New password', { exact: true });
    this.submit = form.getByRole('button', { name: 'Change password' });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/change-password$/);
    await expect(this.heading).toBeVisible();
  }

  async changePassword(code: string, password: string): Promise<void> {
    await this.resetCode.fill(code);
    await this.newPassword.fill(password);
    await this.submit.click();
  }
}
