import { test, expect } from '../support/fixtures';
import { FeedPage } from '../pages/feed-page';
import { signUpAndLogIn } from '../support/auth';

// Issue 22: at 768 px (where the sidebar collapses) the feed's sort menu keeps its 'Sort Feed By:' label.

for (const width of [768, 1440]) {
  test(`the feed's sort menu reads 'Sort Feed By:' at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndLogIn(page, request);
    const feed = new FeedPage(page);
    await feed.open('/discover');
    await expect(feed.sortButton).toBeVisible();
    await expect(feed.sortButton.getByText('Sort Feed By:', { exact: true })).toBeVisible();
    // The label sits on the button's own line, beside the chosen order.
    await expect(feed.sortButton).toHaveText(/^Sort Feed By:\s*Newest/);
  });
}
