#!/usr/bin/env node
// Lighthouse (desktop preset) on pages of the app, signed in, in Debian's Chromium (never a downloaded browser).
//
//   pnpm --filter @upclub/e2e lighthouse [--url http://127.0.0.1:8080] [--out DIR] [--runs N] [--warm] [/discover ...]
//
// Without --url it starts the one-command server on its own port (LIGHTHOUSE_PORT, default 8191) with a
// fresh data folder, as the browser tests do. The user is signed in the way the browser tests sign in:
// the login form, then the streaming provider's consent page; the session (the token in local storage,
// the provider holder in IndexedDB) stays in the browser profile Lighthouse then audits with, so the
// audited load is a signed-in cold load (HTTP cache cleared, storage kept); --warm keeps the cache
// too (a returning visitor).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

function parseArgs(argv) {
  const options = { url: process.env.LIGHTHOUSE_URL, out: undefined, runs: 1, paths: [], user: 'demo', warm: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--url') options.url = argv[++i];
    else if (arg === '--out') options.out = argv[++i];
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--user') options.user = argv[++i];
    else if (arg === '--warm') options.warm = true;
    else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`Unknown argument: ${arg}`);
  }
  if (!options.paths.length) options.paths.push('/discover');
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a positive integer');
  return options;
}

/**
 * The seeded demo accounts (README "Demo logins"). The staff password is never published: the
 * server this script starts seeds it from STAFF_PASSWORD (this environment's, or a fixed one for
 * the throwaway data folder); against another server, set STAFF_PASSWORD to that server's.
 */
const PASSWORDS = {
  demo: 'upclub-demo',
  alex: 'upclub-demo',
  sam: 'upclub-demo',
  jules: 'upclub-demo',
  staff: process.env.STAFF_PASSWORD || 'lighthouse-staff-password',
};

async function waitForServer(baseUrl, child) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/backendversion/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl} did not answer within 240 s`);
}

/** The one-command server on its own port and data folder; stopped (and the folder removed) by `stop`. */
async function startServer() {
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 8191);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-lighthouse-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STAFF_PASSWORD: PASSWORDS.staff,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child);
  return {
    baseUrl,
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the login form and the provider's consent page, in the browser Lighthouse will use. */
async function signIn(port, baseUrl, username) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORDS[username] ?? 'upclub-demo');
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    const inApp = (url) =>
      !url.pathname.startsWith('/provider/') &&
      !['/', '/login', '/signup', '/authorize-spotify'].includes(url.pathname.replace(/\/+$/, '') || '/');
    await page.waitForURL((url) => url.pathname.startsWith('/provider/accounts/authorize') || inApp(url), {
      timeout: 30_000,
    });
    if (!inApp(new URL(page.url()))) {
      await page.getByRole('button', { name: 'Agree', exact: true }).click();
      await page.waitForURL(inApp, { timeout: 30_000 });
    }
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor({ state: 'attached', timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects Playwright only: the browser (and the session in its profile) stays for Lighthouse.
    await browser.close();
  }
}

/**
 * Empties the browser's HTTP cache, keeping the origin's storage: Lighthouse's own reset would
 * clear both, and with `disableStorageReset` it clears neither.
 */
async function clearHttpCache(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
    const cdp = await browser.contexts()[0].newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    await browser.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsBytes: (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  };
}

function format(path, run, s) {
  return [
    `${path} run ${run}: JS ${(s.jsBytes / 1024).toFixed(1)} KB over the wire; performance ${s.performance}, accessibility ${s.accessibility}`,
    `  FCP ${ms(s.fcp)}, LCP ${ms(s.lcp)}, TBT ${ms(s.tbt)}, CLS ${s.cls.toFixed(3)}, Speed Index ${ms(s.si)}`,
    `  audits below 0.9: ${s.failing.join(', ') || 'none'}`,
  ].join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const server = options.url ? { baseUrl: options.url.replace(/\/+$/, ''), stop() {} } : await startServer();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  const lines = [];
  try {
    await signIn(chrome.port, server.baseUrl, options.user);
    for (const pagePath of options.paths) {
      for (let run = 1; run <= options.runs; run++) {
        if (!options.warm) await clearHttpCache(chrome.port);
        const result = await lighthouse(
          `${server.baseUrl}${pagePath}`,
          { port: chrome.port, output: ['json', 'html'], logLevel: 'error' },
          // The session must survive: Lighthouse would otherwise clear the origin's storage first.
          { ...desktopConfig, settings: { ...desktopConfig.settings, disableStorageReset: true } },
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const text = format(pagePath, `${run}${options.warm ? ' (warm cache)' : ''}`, summary(result.lhr));
        console.log(text);
        lines.push(text);
        if (options.out) {
          fs.mkdirSync(options.out, { recursive: true });
          const base = path.join(
            options.out,
            `${pagePath.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run}`,
          );
          fs.writeFileSync(`${base}.json`, result.report[0]);
          fs.writeFileSync(`${base}.html`, result.report[1]);
        }
      }
    }
    if (options.out) fs.writeFileSync(path.join(options.out, 'summary.txt'), `${lines.join('\n')}\n`);
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
