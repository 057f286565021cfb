#!/usr/bin/env node
// Time from pressing Play on a feed card to sound, on each provider. Sound starts when the page's
// audio element fires `playing` (OpenSubsonic: the server's audio through the API's proxy) or the
// emulator's Web Audio synth first starts an oscillator (Spotify's stand-in). Servers are measured
// in turns, so a busy machine slows them alike.
//
//   node perf/play-to-sound.mjs --url http://127.0.0.1:8191 --url http://127.0.0.1:8193 \
//     [--server-user premium-listener --server-password upclub-sim] [--runs 10]
//
// Each server must be running (`pnpm start`, `PROVIDER=opensubsonic pnpm start`) with the demo seed.
/* global document, window, OscillatorNode -- read inside the page */
import { chromium } from '@playwright/test';

function parseArgs(argv) {
  const options = { urls: [], runs: 10, serverUser: 'premium-listener', serverPassword: 'upclub-sim' };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--url') options.urls.push(argv[++i].replace(/\/+$/, ''));
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--server-user') options.serverUser = argv[++i];
    else if (argv[i] === '--server-password') options.serverPassword = argv[++i];
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  if (!options.urls.length) throw new Error('--url is required');
  return options;
}

/**
 * Records when sound first starts after `window.__pressedAt` is set: the audio element's `playing`,
 * or the first note the emulator's synth schedules (at its start time, which may lie ahead).
 */
function watchSound() {
  window.__soundAt = null;
  const heard = (at) => {
    if (window.__pressedAt && window.__soundAt === null) window.__soundAt = at;
  };
  document.addEventListener('playing', () => heard(performance.now()), true);
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when, ...rest) {
    const ahead = Math.max(0, (when ?? 0) - this.context.currentTime) * 1000;
    heard(performance.now() + ahead);
    return start.call(this, when, ...rest);
  };
}

async function signIn(page, baseUrl, options) {
  await page.goto(`${baseUrl}/login`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username', { exact: true }).fill('demo');
  await form.getByLabel('Password', { exact: true }).fill('upclub-demo');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const path = new URL(page.url()).pathname;
  if (path.startsWith('/provider/accounts/authorize')) {
    await page.getByRole('button', { name: 'Agree', exact: true }).click();
  } else if (path.startsWith('/authorize-spotify')) {
    const connect = page.getByRole('form', { name: /music server/i });
    await connect.getByLabel('Server username', { exact: true }).fill(options.serverUser);
    await connect.getByLabel('Server password', { exact: true }).fill(options.serverPassword);
    await connect.getByRole('button', { name: 'Connect' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor({ state: 'attached' });
}

/** Presses Play on the `index`th card and waits for sound; the ms between the two. */
async function measure(page, index) {
  await page.reload();
  const card = page.locator('article').nth(index);
  await card.waitFor({ state: 'visible', timeout: 30_000 });
  const play = card.getByRole('button', { name: /^Play / }).first();
  await page.evaluate(() => {
    window.__pressedAt = null;
    window.__soundAt = null;
  });
  await play.evaluate((button) => {
    button.addEventListener('click', () => (window.__pressedAt = performance.now()), { capture: true, once: true });
  });
  await play.click();
  await page.waitForFunction(() => window.__soundAt !== null, null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__soundAt - window.__pressedAt);
  await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause', exact: true }).click();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const sessions = [];
    for (const baseUrl of options.urls) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(watchSound);
      const page = await context.newPage();
      await signIn(page, baseUrl, options);
      sessions.push({ baseUrl, page, times: [] });
    }
    for (let run = 0; run < options.runs; run++) {
      for (const s of sessions) s.times.push(await measure(s.page, run % 6));
    }
    for (const s of sessions) {
      console.log(
        `${s.baseUrl}: play to sound median ${Math.round(median(s.times))} ms, p90 ${Math.round(p90(s.times))} ms ` +
          `(${options.runs} plays of different posts)`,
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
