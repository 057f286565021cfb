import { expect, type Locator, type Page } from '@playwright/test';

/** The song search modal ('Post a song') and the track detail it leads to. */
export class SongSearch {
  readonly dialog: Locator;
  readonly searchBox: Locator;

  constructor(
    readonly page: Page,
    title = 'Post a song',
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.searchBox = this.dialog
      .getByRole('searchbox', { name: 'Search songs' })
      .or(this.dialog.getByRole('textbox', { name: 'Search songs' }));
  }

  async expectShown(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }

  filter(name: 'All' | 'Track' | 'Artist' | 'Album' | 'Playlist'): Locator {
    return this.dialog.getByRole('group', { name: 'Filter results' }).getByRole('button', { name, exact: true });
  }

  savedTracks(): Locator {
    return this.dialog.getByRole('list', { name: 'Your saved tracks' }).getByRole('button');
  }

  results(): Locator {
    return this.dialog.getByRole('list', { name: 'Tracks' }).getByRole('button');
  }
}

/** The track detail modal in post mode. */
export class TrackDetail {
  readonly caption: Locator;
  readonly postButton: Locator;
  readonly mentionOptions: Locator;

  constructor(readonly page: Page) {
    this.caption = page.getByRole('textbox', { name: 'Caption' });
    this.postButton = page.getByRole('button', { name: 'Post this song' });
    this.mentionOptions = page.getByRole('listbox', { name: 'Users to mention' }).getByRole('option');
  }

  /** Types the caption, choosing `@username` from the suggestions for each mention. */
  async writeCaption(before: string, mention: string): Promise<void> {
    await this.caption.click();
    await this.caption.pressSequentially(`${before} @${mention.slice(0, 3)}`);
    await this.mentionOptions
      .filter({ hasText: `@${mention}` })
      .first()
      .click();
  }
}
