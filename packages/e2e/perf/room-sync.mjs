#!/usr/bin/env node
// Issue 25's measurements of a club's listening room, on the Spotify emulator, with three browsers
// (a DJ and two listeners, each their own person with their own emulated device):
// - sync: every SAMPLE_MS, each listener's position as the emulator holds it (`GET me/player` with
//   that person's access token, read at once for both), brought to one wall-clock instant; the
//   difference between the two listeners, and each one's error against the room's own position
//   (`GET rooms/{room}/`, computed from the server's clock), after a first join, a late join, a
//   pause (and play again) and a skip;
// - join: from the click on "Join the room" to sound (the emulator's Web Audio synth starting).
//
//   pnpm bench-room-sync [--runs 3] [--url http://127.0.0.1:8197] [--json out.json]
//
// Without --url it builds what is not built and starts the one-command start on a fresh data folder.
/* global window, OscillatorNode -- read inside the page */
import { chromium } from '@playwright/test';
import { newUser, registerUser, startServer, percentiles } from './harness.mjs';

const SAMPLE_MS = 200;
/** How long each phase is sampled, from its start. */
const PHASE_MS = 15_000;

function parseArgs(argv) {
  const options = { url: null, runs: 3, json: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--url') options.url = argv[++i].replace(/\/+$/, '');
    else if (argv[i] === '--runs') options.runs = Number(argv[++i]);
    else if (argv[i] === '--json') options.json = argv[++i];
    else throw new Error(`Unknown argument: ${argv[i]}`);
  }
  return options;
}

/**
 * In each page: when sound first starts after `window.__pressedAt` (as in play-to-sound.mjs), and
 * the emulator's SDK players the page makes (`window.__players`), to read where each device is.
 */
function watchSound() {
  let sdk;
  Object.defineProperty(window, 'Spotify', {
    configurable: true,
    get: () => sdk,
    set(value) {
      const Player = value.Player;
      sdk = {
        ...value,
        Player: class extends Player {
          constructor(...args) {
            super(...args);
            (window.__players ??= []).push(this);
          }
        },
      };
    },
  });
  window.__soundAt = null;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (when, ...rest) {
    const ahead = Math.max(0, (when ?? 0) - this.context.currentTime) * 1000;
    if (window.__pressedAt && window.__soundAt === null) window.__soundAt = performance.now() + ahead;
    return start.call(this, when, ...rest);
  };
}

const now = () => performance.timeOrigin + performance.now();

async function api(base, token, method, path, body) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Token ${token}`, ...(body && { 'Content-Type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A new person in their own browser context, logged in (consent given); keeps their access tokens. */
async function newPerson(browser, base) {
  const user = newUser('sync');
  await registerUser(base, user);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: base });
  await context.addInitScript(watchSound);
  const person = { user, context, providerToken: null, token: null };
  context.on('request', (request) => {
    const auth = request.headers().authorization;
    if (request.url().includes('/provider/v1/') && auth?.startsWith('Bearer ')) person.providerToken = auth.slice(7);
  });
  const page = await context.newPage();
  person.page = page;
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username', { exact: true }).fill(user.username);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  if (new URL(page.url()).pathname.startsWith('/provider/accounts/authorize')) {
    // Each person their own streaming account, as in life: one account plays on one device at a time.
    await page.getByRole('radio', { name: 'Another account' }).check();
    await page.getByLabel('Account name').fill(user.username.slice(0, 30));
    await page.getByRole('button', { name: 'Agree', exact: true }).click();
  }
  await page.waitForURL((url) => !/^\/(login|provider\/|authorize-spotify)/.test(url.pathname), { timeout: 30_000 });
  person.token = await page.evaluate(() => localStorage.getItem('token'));
  return person;
}

/** Clicks Join on the club page; the ms from the click to sound. */
async function joinAndTime(person, club) {
  const { page } = person;
  await page.goto(`/clubs/${club}`);
  const join = page
    .getByRole('button', { name: 'Join the room' })
    .or(page.getByRole('link', { name: 'Join the room' }))
    .first();
  await join.waitFor({ state: 'visible', timeout: 30_000 });
  await page.evaluate(() => {
    window.__pressedAt = null;
    window.__soundAt = null;
  });
  await join.evaluate((el) =>
    el.addEventListener('click', () => (window.__pressedAt = performance.now()), { capture: true, once: true }),
  );
  await join.click();
  await page.waitForFunction(() => window.__soundAt !== null, null, { timeout: 30_000 });
  return page.evaluate(() => window.__soundAt - window.__pressedAt);
}

/** A listener's playback as the emulator holds it, brought to wall time `at`. */
async function emulatorPosition(base, person) {
  const sentAt = now();
  const res = await fetch(`${base}/provider/v1/me/player`, {
    headers: { Authorization: `Bearer ${person.providerToken}` },
  });
  const receivedAt = now();
  const body = res.status === 200 ? await res.json() : null;
  return {
    midAt: (sentAt + receivedAt) / 2,
    roundTripMs: receivedAt - sentAt,
    track: body?.item?.id ?? null,
    playing: Boolean(body?.is_playing),
    positionMs: body?.progress_ms ?? null,
  };
}

/** Where the listener's own device (the emulated SDK player in their page) is, and when that was read. */
async function devicePosition(person) {
  const none = { midAt: now(), track: null, playing: false, positionMs: null };
  // A page that is navigating (the late listener opening the club) has no device to read yet.
  return person.page
    .evaluate(async () => {
      for (const player of [...(window.__players ?? [])].reverse()) {
        const state = await player.getCurrentState();
        if (state)
          return {
            midAt: performance.timeOrigin + performance.now(),
            track: state.track_window.current_track?.id ?? null,
            playing: !state.paused,
            positionMs: state.position,
          };
      }
      return { midAt: performance.timeOrigin + performance.now(), track: null, playing: false, positionMs: null };
    })
    .catch(() => none);
}

const positionAt = (reading, at) =>
  reading.positionMs === null ? null : reading.positionMs + (reading.playing ? at - reading.midAt : 0);

const newSide = () => ({ pairs: [], errors: [], apart: 0, sameFromMs: null });

/** Adds one sample of the two listeners (both on the room's song): how far apart, how far from the room. */
function record(side, state, readings, sinceStartMs) {
  const at = Math.max(...readings.map((r) => r.midAt));
  const roomTrack = state.current?.track_details.id ?? null;
  const roomPos = state.playing ? state.position_ms + (at - state.position_at) : state.position_ms;
  if (roomTrack && readings.every((r) => r.track === roomTrack && r.playing === state.playing)) {
    side.sameFromMs ??= sinceStartMs;
    const [a, b] = readings.map((r) => positionAt(r, at));
    side.pairs.push(Math.abs(a - b));
    for (const p of [a, b]) side.errors.push(p - roomPos);
  } else {
    side.apart += 1;
  }
}

/** Samples both listeners and the room for `ms`; returns the phase's readings. */
async function samplePhase(base, dj, listeners, room, ms) {
  const phase = { devices: newSide(), service: newSide(), roundTrips: [] };
  const startedAt = now();
  while (now() - startedAt < ms) {
    const tick = now();
    const [state, ...readings] = await Promise.all([
      api(base, dj.token, 'GET', `rooms/${room}/`),
      ...listeners.map((person) => emulatorPosition(base, person)),
      ...listeners.map((person) => devicePosition(person)),
    ]);
    phase.roundTrips.push(...readings.slice(0, listeners.length).map((r) => r.roundTripMs));
    record(phase.service, state, readings.slice(0, listeners.length), tick - startedAt);
    record(phase.devices, state, readings.slice(listeners.length), tick - startedAt);
    if (process.env.DEBUG_SYNC)
      console.error(JSON.stringify({ room: state.current?.track_details.id, playing: state.playing, readings }));
    const wait = SAMPLE_MS - (now() - tick);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return phase;
}

async function oneRun(browser, base, runIndex) {
  const dj = await newPerson(browser, base);
  const clubName = `Sync ${runIndex} ${Date.now().toString(36)}`;
  const { club } = await api(base, dj.token, 'POST', 'createclub/', { club_name: clubName });
  const feed = await api(base, dj.token, 'GET', 'getallfeed/new/');
  const songs = [
    ...new Map(
      feed.results.filter((p) => (p.track_details?.duration_ms ?? 0) >= 120_000).map((p) => [p.song, p]),
    ).keys(),
  ].slice(0, 3);
  if (songs.length < 2) throw new Error('the demo feed has fewer than two songs of two minutes or more');

  await dj.page.goto(`/clubs/${club}`);
  await dj.page.getByRole('button', { name: 'Go live' }).click();
  await dj.page.waitForURL(new RegExp(`/clubs/${club}/room`));
  const { room } = await api(base, dj.token, 'GET', `clubs/${club}/room/`);
  for (const song of songs) await api(base, dj.token, 'POST', `rooms/${room}/queue/`, { song });

  const first = await newPerson(browser, base);
  const late = await newPerson(browser, base);
  const joins = [await joinAndTime(first, club)];
  // The first listener alone for a while: the late one joins into a song well under way.
  await new Promise((r) => setTimeout(r, 8_000));
  const joinLate = joinAndTime(late, club);
  // Awaited below; a failure meanwhile ends the run there, not as an unhandled rejection.
  joinLate.catch(() => undefined);
  const phases = {};
  phases.lateJoin = await samplePhase(base, dj, [first, late], room, PHASE_MS);
  joins.push(await joinLate);

  await api(base, dj.token, 'POST', `rooms/${room}/control/`, { action: 'pause' });
  phases.paused = await samplePhase(base, dj, [first, late], room, 4_000);
  await api(base, dj.token, 'POST', `rooms/${room}/control/`, { action: 'play' });
  phases.afterPause = await samplePhase(base, dj, [first, late], room, PHASE_MS);
  await api(base, dj.token, 'POST', `rooms/${room}/control/`, { action: 'skip' });
  phases.afterSkip = await samplePhase(base, dj, [first, late], room, PHASE_MS);
  await api(base, dj.token, 'POST', `rooms/${room}/end/`, {});
  for (const person of [dj, first, late]) await person.context.close();
  return { joins, phases };
}

const fmt = (ms) => (ms === null || ms === undefined ? '-' : `${Math.round(ms)}`);

const PHASES = {
  lateJoin: 'after a late join',
  paused: 'paused',
  afterPause: 'after pause+play',
  afterSkip: 'after a skip',
};
const col = (v, width = 5) => fmt(v).padStart(width);

/** One table: per phase, the listeners' distance apart and their error against the room. */
function table(runs, side) {
  const lines = [
    'phase              | samples | apart ms  p50   p95   p99   max | vs room ms (+ ahead)  p50   |p95|  | same song after ms',
  ];
  const all = { pairs: [], errors: [] };
  const row = (name, pairs, errors, same) => {
    const p = percentiles(pairs);
    const e = percentiles(errors);
    const abs = percentiles(errors.map(Math.abs));
    lines.push(
      `${name.padEnd(18)} | ${String(pairs.length).padStart(7)} |         ${col(p.p50)} ${col(p.p95)} ${col(p.p99)} ${col(p.max)}` +
        ` |                     ${col(e.p50)} ${col(abs.p95)} | ${same}`,
    );
  };
  for (const [key, name] of Object.entries(PHASES)) {
    const pairs = runs.flatMap((r) => r.phases[key][side].pairs);
    const errors = runs.flatMap((r) => r.phases[key][side].errors);
    all.pairs.push(...pairs);
    all.errors.push(...errors);
    row(name, pairs, errors, runs.map((r) => fmt(r.phases[key][side].sameFromMs)).join(', '));
  }
  row('all', all.pairs, all.errors, '');
  return lines;
}

function report(runs) {
  const lines = [
    `Each listener's own device (the emulated SDK player in their page), read every ${SAMPLE_MS} ms:`,
    ...table(runs, 'devices'),
    '',
    "The emulator service's view of each listener (GET me/player), read at the same moments:",
    ...table(runs, 'service'),
    '',
  ];
  const joins = runs.flatMap((r) => r.joins);
  const j = percentiles(joins);
  lines.push(
    `join to sound (${joins.length} joins): ${joins.map(fmt).join(', ')} ms; p50 ${fmt(j.p50)}, max ${fmt(j.max)}`,
  );
  const trips = percentiles(runs.flatMap((r) => Object.values(r.phases).flatMap((ph) => ph.roundTrips)));
  lines.push(`reading the emulator service: round trip p50 ${fmt(trips.p50)} ms, p95 ${fmt(trips.p95)} ms`);
  return lines.join('\n');
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const server = options.url ? null : await startServer();
  const base = options.url ?? server.url;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const runs = [];
    for (let i = 0; i < options.runs; i++) {
      runs.push(await oneRun(browser, base, i));
      console.log(`run ${i + 1} of ${options.runs} done`);
    }
    console.log(report(runs));
    if (options.json) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(options.json, JSON.stringify(runs));
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
