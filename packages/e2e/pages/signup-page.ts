import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from '../support/users';

/** A phone number as typed in the sign-up form: the country picked and the national number. */
export interface PhoneEntry {
  country: string;
  number: string;
}

/** Route /signup: "Create your account". */
export class SignupPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly username: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly phoneCountry: Locator;
  readonly phoneNumber: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Create your account' });
    this.form = page.getByRole('form', { name: 'Sign up' });
    this.username = this.form.getByLabel('Username', { exact: true });
    this.firstName = this.form.getByLabel('First name', { exact: true });
    this.lastName = this.form.getByLabel('Last name', { exact: true });
    this.email = this.form.getByLabel('Email', { exact: true });
    this.password = this.form.getByLabel('Password', { exact: true });
    this.phoneCountry = this.form.getByLabel('Country calling code');
    this.phoneNumber = this.form.getByLabel('Phone number (optional)');
    this.submit = this.form.getByRole('button', { name: 'Sign up', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/signup');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/signup$/);
    await expect(this.heading).toBeVisible();
  }

  /** Fills what is given (an empty string clears a field). */
  async fill(values: Partial<TestUser> & { phone?: PhoneEntry }): Promise<void> {
    if (values.username !== undefined) await this.username.fill(values.username);
    if (values.first_name !== undefined) await this.firstName.fill(values.first_name);
    if (values.last_name !== undefined) await this.lastName.fill(values.last_name);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.password !== undefined) await this.password.fill(values.password);
    if (values.phone) {
      await this.phoneCountry.selectOption(values.phone.country);
      await this.phoneNumber.fill(values.phone.number);
    }
  }

  async signUp(user: TestUser & { phone?: PhoneEntry }): Promise<void> {
    await this.fill(user);
    await this.submit.click();
  }

  /** Every field shows its message (the input is invalid and described by the message). */
  async expectFieldError(field: Locator, message: string | RegExp): Promise<void> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }

  async expectNoFieldError(field: Locator): Promise<void> {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
}
