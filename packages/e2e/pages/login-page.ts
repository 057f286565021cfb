import { expect, type Locator, type Page } from '@playwright/test';
import type { Credentials } from '../support/users';

/** Route /login: "Welcome back". */
export class LoginPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPasswordLink: Locator;
  readonly forgotUsernameLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Welcome back' });
    this.form = page.getByRole('form', { name: 'Login' });
    this.username = this.form.getByLabel('Username', { exact: true });
    this.password = this.form.getByLabel('Password', { exact: true });
    this.submit = this.form.getByRole('button', { name: 'Login', exact: true });
    this.forgotPasswordLink = page.getByRole('link', { name: 'Forgot password?' });
    this.forgotUsernameLink = page.getByRole('link', { name: 'Forgot username?' });
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login(\?|$)/);
    await expect(this.heading).toBeVisible();
  }

  async logIn({ username, password }: Credentials): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
