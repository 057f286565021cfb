import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell';
import { SongSearch } from './song-search';

/** /clubs: the lists of clubs, with 'Create Club' and its modal. */
export class ClubsPage {
  readonly createButton: Locator;
  readonly createDialog: Locator;

  constructor(readonly page: Page) {
    this.createButton = page.getByRole('button', { name: 'Create Club', exact: true });
    this.createDialog = page.getByRole('dialog', { name: 'Create Club' });
  }

  async open(): Promise<void> {
    await this.page.goto('/clubs');
    await expect(this.page.getByRole('heading', { level: 1, name: 'All Clubs' })).toBeAttached();
  }

  /** Creates a club by name; the app opens the new club's page. Answers the club's id. */
  async createClub(name: string): Promise<number> {
    await this.createButton.click();
    await expect(this.createDialog).toBeVisible();
    await this.createDialog.getByRole('textbox', { name: 'Club Name' }).fill(name);
    await this.createDialog.getByRole('button', { name: 'Create Club', exact: true }).click();
    await this.page.waitForURL(/\/clubs\/\d+/);
    return Number(/\/clubs\/(\d+)/.exec(this.page.url())![1]);
  }
}

/** One club's page (/clubs/{id}): header actions, the club menu, settings and curator dialogs. */
export class ClubPage {
  readonly settingsDialog: Locator;
  readonly curatorsDialog: Locator;
  readonly followButton: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.settingsDialog = page.getByRole('dialog', { name: 'Club Settings' });
    this.curatorsDialog = page.getByRole('dialog', { name: 'Manage Curators' });
    this.followButton = page.getByRole('button', { name: /^(Follow|Following)$/ });
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/clubs/${id}`);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: this.name })).toBeVisible();
  }

  /** The state shown beside the title: 'Admin' (a text) or 'Curating' (the button opening the curator's menu). */
  state(text: 'Admin' | 'Curating'): Locator {
    const main = this.page.getByRole('main');
    return text === 'Curating'
      ? main.getByRole('button', { name: 'Curating', exact: true })
      : main.getByText(text, { exact: true });
  }

  description(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  posts(): Locator {
    return this.page.getByRole('region', { name: `${this.name} posts` }).getByRole('article');
  }

  post(title: string, username: string): Locator {
    return this.page
      .getByRole('region', { name: `${this.name} posts` })
      .getByRole('article', { name: `${title} posted by ${username}` });
  }

  /** Sets the description in the settings dialog (open already for a new club) and saves. */
  async setDescription(text: string): Promise<void> {
    if (!(await this.settingsDialog.isVisible())) {
      await this.page.getByRole('button', { name: 'Club Settings' }).click();
    }
    await expect(this.settingsDialog).toBeVisible();
    await this.settingsDialog.getByRole('textbox', { name: /^Description/ }).fill(text);
    await this.settingsDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(this.settingsDialog).toBeHidden();
  }

  /** Chooses a picture in the open settings dialog and keeps its crop (✓). */
  async choosePicture(png: Buffer): Promise<void> {
    await this.settingsDialog
      .getByLabel('Club picture file')
      .setInputFiles({ name: 'club.png', mimeType: 'image/png', buffer: png });
    const keep = this.settingsDialog.getByRole('button', { name: 'Save the cropped picture' });
    await expect(async () => {
      if (await keep.isVisible()) await keep.click({ timeout: 1_000 });
      await expect(keep).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
  }

  /** Opens the club's menu: '… options', or for a curator the Curating button. */
  async openMenu(): Promise<Locator> {
    const curating = this.state('Curating');
    await (
      (await curating.isVisible()) ? curating : this.page.getByRole('button', { name: `${this.name} options` })
    ).click();
    const menu = this.page.getByRole('menu', { name: `${this.name} options` });
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Chooses an item of the club's menu. */
  async chooseMenuItem(
    item: 'Request to Curate' | 'Leave Club' | 'Manage Curators' | 'Invite Curators',
  ): Promise<void> {
    await (await this.openMenu()).getByRole('menuitem', { name: item }).click();
  }

  /** In Manage Curators: accepts a user's request to curate. */
  async acceptRequestOf(username: string): Promise<void> {
    await this.chooseMenuItem('Manage Curators');
    await expect(this.curatorsDialog).toBeVisible();
    await this.curatorsDialog.getByRole('button', { name: `Request to Curate: ${username}` }).click();
    await this.page.getByRole('menuitem', { name: 'Accept' }).click();
    await expect(this.curatorsDialog.getByRole('button', { name: `Curator: ${username}` })).toBeVisible();
  }
}

/** A small PNG (a 16:9 two-colour picture), drawn by the page's own canvas. */
export async function smallPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 270;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2b1f5c';
    context.fillRect(0, 0, 480, 270);
    context.fillStyle = '#f2a93b';
    context.fillRect(160, 60, 160, 150);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Posts one of the streaming account's saved tracks into a club through 'Share to Club'. Answers its title. */
export async function shareSavedTrackToClub(page: Page, clubName: string): Promise<string> {
  await new Shell(page).addSongButton.click();
  const search = new SongSearch(page);
  await search.expectShown();
  const track = search.savedTracks().first();
  await expect(track).toBeVisible();
  const title = (await track.locator('[title]').first().getAttribute('title')) ?? '';
  expect(title).not.toBe('');
  await track.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Share to Club' }).click();
  const picker = page.getByRole('dialog', { name: 'Share to Club' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: new RegExp(`^${escapeRegExp(clubName)}`) }).click();
  await expect(picker).toBeHidden();
  return title;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
