import { test as base, expect } from '@playwright/test';

export interface PageErrorOptions {
  /** Uncaught page errors a test expects (DESIGN §6: single-spa reports a failed load). */
  allowedPageErrors: RegExp[];
}

/**
 * The suite's `test`: every uncaught error of the page fails the test, unless the test
 * declared it with `test.use({ allowedPageErrors: [...] })`.
 */
export const test = base.extend<PageErrorOptions & { pageErrors: Error[] }>({
  allowedPageErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, allowedPageErrors }, use, testInfo) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedPageErrors.some((re) => re.test(`${e.name}: ${e.message}`)));
      if (unexpected.length && testInfo.status === testInfo.expectedStatus) {
        throw new Error(`Uncaught page errors:\n${unexpected.map((e) => `  ${e.name}: ${e.message}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect };
