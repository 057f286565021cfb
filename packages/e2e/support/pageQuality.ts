import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The "good" threshold of cumulative layout shift (Web Vitals). */
export const CLS_BUDGET = 0.1;

/** How long a page is watched once its content shows, so late banners and images count. */
const SETTLE_MS = 1_500;

declare global {
  interface Window {
    __uc_cls?: { value: number; shifts: Array<{ value: number; at: number; sources: string[] }> };
  }
}

/**
 * Installs, before any script of the page runs, a PerformanceObserver that sums layout shifts the
 * way Web Vitals counts cumulative layout shift: shifts within 500 ms of an input do not count,
 * shifts group into session windows (gaps under 1 s, at most 5 s long) and the largest window is
 * the page's CLS. Each shift keeps the elements that moved, to say what to fix.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null }>;
    }
    const describe = (node: Node | null | undefined): string => {
      if (!node || !(node instanceof Element)) return node?.nodeName ?? '?';
      const label = node.getAttribute('aria-label') ?? node.id ?? '';
      const text = (node.textContent ?? '').trim().slice(0, 30);
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''}${text ? ` "${text}"` : ''}`;
    };
    const state = { value: 0, shifts: [] as Array<{ value: number; at: number; sources: string[] }> };
    window.__uc_cls = state;
    let windowValue = 0;
    let windowStart = 0;
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        if (windowValue && entry.startTime - last < 1000 && entry.startTime - windowStart < 5000) {
          windowValue += entry.value;
        } else {
          windowValue = entry.value;
          windowStart = entry.startTime;
        }
        last = entry.startTime;
        state.value = Math.max(state.value, windowValue);
        state.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => describe(s.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far, and the shifts that made it. */
export function layoutShift(page: Page): Promise<NonNullable<Window['__uc_cls']>> {
  return page.evaluate(() => window.__uc_cls ?? { value: 0, shifts: [] });
}

/**
 * Waits until the page shows its content: a level-1 heading, nothing loading (no spinner, no busy
 * region), the fonts ready and the images of the viewport decoded; then a while longer, so a
 * banner or an image that arrives late still counts in the layout shift.
 */
export async function waitForContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForTimeout(SETTLE_MS);
}

/**
 * Axe's violations on the page as it is now, one line each: rule, impact and where. Besides axe's
 * default rules, a control's visible text must be part of its accessible name (WCAG 2.5.3, an
 * experimental rule axe leaves off by default), so speech users can say what they see.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact ?? '?'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')} — ${v.help}`,
  );
}
