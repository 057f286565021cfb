import type { Locator, Page } from '@playwright/test';

/** The shell's notices (toasts), shown over every page, public ones included. */
export class Notices {
  readonly host: Locator;

  constructor(readonly page: Page) {
    this.host = page.getByTestId('notice-host');
  }

  /** A success or info notice (role status). */
  success(text: string | RegExp): Locator {
    return this.host.getByRole('status').filter({ hasText: text });
  }

  /** An error notice (role alert). */
  error(text: string | RegExp): Locator {
    return this.host.getByRole('alert').filter({ hasText: text });
  }
}
