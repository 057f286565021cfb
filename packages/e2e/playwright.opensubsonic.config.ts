import { defineConfig } from '@playwright/test';
import { OPENSUBSONIC_E2E_PORT } from './support/opensubsonicRun';

// The browser journeys of an OpenSubsonic deployment against a real Subsonic server (supysonic):
// support/opensubsonicRun.ts starts it and the one-command start pointed at it.
export default defineConfig({
  testDir: './opensubsonic',
  globalSetup: require.resolve('./support/opensubsonicRun'),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${OPENSUBSONIC_E2E_PORT}`,
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
});
