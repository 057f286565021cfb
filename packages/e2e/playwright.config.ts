import { defineConfig } from '@playwright/test';
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { STAFF_USER } from './support/users';

// The browser tests run against the one-command start on its own port and a fresh data folder.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
// The runner makes the folder and its workers inherit it through the environment.
const ownsDataDir = !process.env.E2E_DATA_DIR;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-e2e-'));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
if (ownsDataDir) {
  // After the run (the web server is stopped by then): remove the folder, or keep it to look into a failure.
  process.on('exit', (code) => {
    if (code === 0) fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
    else console.log(`E2E data folder kept for inspection: ${E2E_DATA_DIR}`);
  });
}
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `${baseURL}/api/v1/backendversion/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The seeded staff account's password (never published; see support/users.ts).
      STAFF_PASSWORD: STAFF_USER.password,
      // Every spec signs up its own people, all from loopback: far more than a person's hour.
      SIGNUP_PER_HOUR: '10000',
      // Some specs seed a page's worth of posts, comments and messages as one user within a
      // minute, faster than a person writes (the limits themselves are API-tested).
      WRITE_LIMIT_PER_MINUTE: '1000',
      // The staff specs broadcast several times a run (and again on a retry, on the same server).
      BROADCAST_LIMIT_PER_HOUR: '1000',
    },
  },
});
