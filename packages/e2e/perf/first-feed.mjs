#!/usr/bin/env node
// Time to the first feed, signed in: from navigation start to the first post card's art painted
// (the page's largest contentful paint) on /discover, with the HTTP cache emptied before each load.
// Several servers are measured in turns, so a busy machine slows them alike and their ratio holds.
//
//   node perf/first-feed.mjs --url http://127.0.0.1:8191 [--url http://127.0.0.1:8193 ...] [--runs 10] [--path /discover]
//
// Each server must be running (`pnpm start`) with the seeded demo user.
/* global document -- read inside page.evaluate, in the browser */
import { chromium } from '@playwright/test';

function parseArgs(argv) {
  const options = { urls: [], runs: 10, path: '/discover' };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--url') options.urls.push(argv[++i].replace(/\/+$/, ''));
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--path') options.path = argv[++i];
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  if (!options.urls.length) throw new Error('--url is required');
  return options;
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username', { exact: true }).fill('demo');
  await form.getByLabel('Password', { exact: true }).fill('upclub-demo');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/provider/accounts/authorize') || url.pathname === '/discover',
  );
  if (new URL(page.url()).pathname !== '/discover') {
    await page.getByRole('button', { name: 'Agree', exact: true }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor({ state: 'attached' });
}

/** One cold load: the LCP (the first card's art) and when the first card's art finished loading. */
async function measure(page, cdp, url) {
  await cdp.send('Network.clearBrowserCache');
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('article img').first().waitFor({ state: 'visible', timeout: 30_000 });
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const img = document.querySelector('article img');
        const art = performance.getEntriesByType('resource').find((e) => e.name === img.currentSrc);
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ lcp: entries[entries.length - 1].startTime, art: art ? art.responseEnd : NaN });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const sessions = [];
    for (const baseUrl of options.urls) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, baseUrl);
      sessions.push({ baseUrl, page, cdp: await context.newCDPSession(page), lcp: [], art: [] });
    }
    for (let run = 0; run < options.runs; run++) {
      for (const s of sessions) {
        const { lcp, art } = await measure(s.page, s.cdp, `${s.baseUrl}${options.path}`);
        s.lcp.push(lcp);
        s.art.push(art);
      }
    }
    for (const s of sessions) {
      console.log(
        `${s.baseUrl}${options.path}: LCP median ${Math.round(median(s.lcp))} ms, p90 ${Math.round(p90(s.lcp))} ms; ` +
          `first art loaded median ${Math.round(median(s.art))} ms (${options.runs} cold loads)`,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
