import { expect, type Locator, type Page } from '@playwright/test';

/** The player bar at the bottom of private pages and the 'Now Playing' modal. */
export class PlayerBar {
  readonly root: Locator;
  readonly play: Locator;
  readonly pause: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly elapsed: Locator;
  readonly nowPlaying: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Player' });
    this.play = this.root.getByRole('button', { name: 'Play', exact: true });
    this.pause = this.root.getByRole('button', { name: 'Pause', exact: true });
    this.next = this.root.getByRole('button', { name: 'Next', exact: true });
    this.previous = this.root.getByRole('button', { name: 'Previous', exact: true });
    this.elapsed = this.root.getByLabel('Elapsed');
    this.nowPlaying = page.getByRole('dialog', { name: 'Now Playing' });
  }

  /** The bar shows this title and the playback moves forward (the emulator's audio plays). */
  async expectPlaying(title: string): Promise<void> {
    await expect(this.root).toContainText(title, { timeout: 20_000 });
    await expect(this.pause).toBeVisible({ timeout: 20_000 });
    const start = await this.elapsedSeconds();
    await expect.poll(() => this.elapsedSeconds(), { timeout: 10_000 }).toBeGreaterThan(start);
  }

  async elapsedSeconds(): Promise<number> {
    const text = (await this.elapsed.textContent()) ?? '0:00';
    const [m, s] = text.trim().split(':').map(Number);
    return m * 60 + s;
  }
}
