import { expect, type Locator, type Page } from '@playwright/test';

/** Route / for visitors: "Welcome to UpClub" with the carousel, Login and Sign up. */
export class WelcomePage {
  readonly heading: Locator;
  readonly carousel: Locator;
  readonly slides: Locator;
  readonly slideDots: Locator;
  readonly loginLink: Locator;
  readonly signUpLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Welcome to UpClub' });
    this.carousel = page.getByRole('region', { name: 'What you can do on UpClub' });
    // Slides out of view are aria-hidden: count them including hidden ones.
    this.slides = this.carousel.locator('[aria-roledescription="slide"]');
    this.slideDots = this.carousel.getByRole('button', { name: /^Show slide \d/ });
    this.loginLink = page.getByRole('link', { name: 'Login', exact: true });
    this.signUpLink = page.getByRole('link', { name: 'Sign up', exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.carousel).toBeVisible();
  }

  async goToSignUp(): Promise<void> {
    await this.signUpLink.click();
  }

  async goToLogin(): Promise<void> {
    await this.loginLink.click();
  }
}
