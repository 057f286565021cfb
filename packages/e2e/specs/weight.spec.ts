import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { loginThroughUi, signUpViaApi } from '../support/auth';
import { LoginPage } from '../pages/login-page';
import { STAFF_USER, type Credentials } from '../support/users';
import { formatLoad, kB, recordFirstLoad, totalsByOwner, type LoadedScript } from '../support/weight';

// Issue 8, "Weight": the JavaScript a first visit downloads, gzip, against the budgets of
// build/size-budgets.json. Each page is opened in a fresh browser context (empty cache), so what
// is counted is what a new visitor fetches before the page has settled; what a click loads later
// (the player UI, an overlay, a form's validation) is not.
const root = path.resolve(__dirname, '../../..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'build/size-budgets.json'), 'utf8')) as {
  shell: number;
  shellSignedOut: number;
  remote: number;
};
const remotes = fs
  .readdirSync(path.join(root, 'packages'))
  .filter((dir) => dir.endsWith('-mfe') && fs.existsSync(path.join(root, 'packages', dir, 'routes.json')))
  .map((dir) => {
    const facts = JSON.parse(fs.readFileSync(path.join(root, 'packages', dir, 'routes.json'), 'utf8')) as {
      name: string;
      routes: Array<{ path: string; staffBit?: number }>;
    };
    // A remote's first route without a parameter: the page its menu item opens.
    const route = facts.routes.find((r) => !r.path.includes(':'))!;
    return { name: facts.name, path: route.path, staff: Boolean(route.staffBit) };
  });

/**
 * Opens `url` in a new page of `context` with the HTTP cache off, so every script is fetched as a
 * new visitor fetches it, while the session (local storage, the provider key in IndexedDB) stays.
 */
async function firstLoad(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    return await recordFirstLoad(page, async () => {
      await page.goto(url);
      await ready(page);
    });
  } finally {
    await page.close();
  }
}

async function signedIn(browser: Browser, user: Credentials): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginThroughUi(page, user);
  await page.close();
  return context;
}

const remoteShown = (name: string) => async (page: Page) => {
  await expect(page.locator(`[id="single-spa-application:${name}"]`).getByRole('heading', { level: 1 })).toBeAttached();
};

test('the first load of every page stays within its JavaScript budget (gzip)', async ({ browser, request }, info) => {
  test.setTimeout(180_000);
  const report: string[] = [];
  const over: string[] = [];
  const check = (what: string, bytes: number, budget: number) => {
    if (bytes > budget * 1000) over.push(`${what}: ${kB(bytes)} > ${budget} kB`);
  };

  const visitor = await browser.newContext();
  const login = await firstLoad(visitor, '/login', (page) => new LoginPage(page).expectShown());
  await visitor.close();
  report.push(formatLoad('/login, signed out', login));
  check('shell on /login', totalsByOwner(login).shell ?? 0, budgets.shellSignedOut);

  const member = await signedIn(browser, await signUpViaApi(request));
  const staff = remotes.some((r) => r.staff) ? await signedIn(browser, STAFF_USER) : member;
  for (const remote of remotes) {
    const load = await firstLoad(remote.staff ? staff : member, remote.path, remoteShown(remote.name));
    report.push(formatLoad(`${remote.path}, signed in${remote.staff ? ' (staff)' : ''}`, load));
    const totals = totalsByOwner(load);
    expect(totals[remote.name], `${remote.name} loaded on ${remote.path}`).toBeGreaterThan(0);
    // A deployment loads only its provider's code (issue 23; the OpenSubsonic run checks the converse).
    expect(load.filter((s) => s.providerCode === 'opensubsonic').map((s) => s.path)).toEqual([]);
    check(`shell on ${remote.path}`, totals.shell ?? 0, budgets.shell);
    check(`${remote.name} on ${remote.path}`, totals[remote.name]!, budgets.remote);
  }
  await Promise.all([member.close(), staff.close()]);

  const table = report.join('\n\n');
  console.log(table);
  await info.attach('first-load JavaScript (gzip)', { body: table, contentType: 'text/plain' });
  if (process.env.WEIGHT_REPORT) fs.writeFileSync(process.env.WEIGHT_REPORT, `${table}\n`);
  expect(over, `budgets of build/size-budgets.json passed:\n${over.join('\n')}`).toEqual([]);
});
