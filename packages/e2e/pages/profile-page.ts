import { expect, type Locator, type Page } from '@playwright/test';

/** A profile page (own at /profile, another's at /profile/{username}) and its settings modal. */
export class ProfilePage {
  readonly root: Locator;
  readonly sections: Locator;
  readonly settings: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('[id="single-spa-application:profile"]');
    this.sections = this.root.getByRole('navigation', { name: /sections$/ });
    this.settings = page.getByRole('dialog', { name: 'Profile Settings' });
  }

  async open(username?: string, tab = ''): Promise<void> {
    await this.page.goto(`/profile${username ? `/${username}` : ''}${tab ? `/${tab}` : ''}`);
  }

  heading(name: string | RegExp): Locator {
    return this.root.getByRole('heading', { level: 1, name });
  }

  /** A count of the header, e.g. count('Followers') reads '7Followers'. */
  count(label: 'Posts' | 'Clubs' | 'Up Votes' | 'Followers' | 'Following'): Locator {
    return this.sections.getByRole('link', { name: new RegExp(`${label}$`) });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  list(name: string | RegExp): Locator {
    return this.root.getByRole('list', { name });
  }

  /** Chooses a picture in the settings and keeps its crop (✓). */
  async choosePicture(png: Buffer): Promise<void> {
    await this.settings
      .getByLabel('Profile Picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const keep = this.settings.getByRole('button', { name: 'Save the cropped picture' });
    await expect(this.settings.getByRole('group', { name: /Picture crop/ })).toBeVisible();
    await expect(async () => {
      if (await keep.isVisible()) await keep.click({ timeout: 1_000 });
      await expect(keep).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  field(label: string): Locator {
    return this.settings.getByLabel(label, { exact: true });
  }
}
