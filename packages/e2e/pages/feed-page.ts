import { expect, type Locator, type Page } from '@playwright/test';

/** /discover and /myfeed: tabs, 'Sort Feed By' and the grid of post cards. */
export class FeedPage {
  readonly grid: Locator;
  readonly sortButton: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('region', { name: /^(Discover|My Feed) posts$/ });
    this.sortButton = page.getByRole('button', { name: /^Sort Feed By/ });
  }

  async open(path: '/discover' | '/myfeed' = '/discover'): Promise<void> {
    await this.page.goto(path);
    await expect(
      this.page.getByRole('heading', { level: 1, name: path === '/discover' ? 'Discover' : 'My Feed' }),
    ).toBeAttached();
  }

  cards(): Locator {
    return this.grid.getByRole('article');
  }

  /** The card of a post by its track title and poster. */
  card(title: string, username: string): PostCardPart {
    return new PostCardPart(this.page, this.grid.getByRole('article', { name: `${title} posted by ${username}` }));
  }

  async sortBy(option: string): Promise<void> {
    await this.sortButton.click();
    await this.page
      .getByRole('menu', { name: 'Sort Feed By' })
      .getByRole('menuitem', { name: option, exact: true })
      .click();
  }
}

/** One post card. */
export class PostCardPart {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  likeButton(): Locator {
    return this.root.getByRole('button', { name: /^Like \(/ });
  }

  commentsButton(): Locator {
    return this.root.getByRole('button', { name: /^Comments \(/ });
  }

  playButton(title: string): Locator {
    return this.root.getByRole('button', { name: `Play ${title}` });
  }

  async openShareMenu(): Promise<Locator> {
    await this.root.getByRole('button', { name: 'Share', exact: true }).click();
    const menu = this.page.getByRole('menu', { name: 'Share post' });
    await expect(menu).toBeVisible();
    return menu;
  }

  async delete(): Promise<void> {
    await this.root.getByRole('button', { name: 'Post options' }).click();
    await this.page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete post' });
    await expect(dialog).toContainText('Are you sure you want to delete this track?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
