import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSupysonic } from '../../../jest/supysonic';
import { startServer } from './processes';
import { STAFF_USER } from './users';

// The OpenSubsonic run (playwright.opensubsonic.config.ts): a real Subsonic server nobody here
// wrote (Debian's supysonic, over a generated library) and the one-command start pointed at it
// with PROVIDER=opensubsonic. Playwright starts its webServer before globalSetup, and the server's
// demo seed draws its songs from supysonic, so both are started here, in order.

export const OPENSUBSONIC_E2E_PORT = Number(process.env.E2E_OPENSUBSONIC_PORT ?? 8183);

export default async function startOpenSubsonicRun(): Promise<() => Promise<void>> {
  const supysonic = await startSupysonic();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upclub-e2e-opensubsonic-'));
  const url = `http://127.0.0.1:${OPENSUBSONIC_E2E_PORT}`;
  try {
    const server = await startServer({
      port: OPENSUBSONIC_E2E_PORT,
      publicUrl: url,
      dataDir,
      env: {
        PROVIDER: 'opensubsonic',
        OPENSUBSONIC_URL: supysonic.url,
        OPENSUBSONIC_USERNAME: supysonic.user,
        OPENSUBSONIC_PASSWORD: supysonic.password,
        SEED: '1',
        STAFF_PASSWORD: STAFF_USER.password,
        SIGNUP_PER_HOUR: '10000',
        WRITE_LIMIT_PER_MINUTE: '1000',
        BROADCAST_LIMIT_PER_HOUR: '1000',
      },
    });
    // The specs (in worker processes started after this) sign in to the same server account.
    process.env.E2E_SUPYSONIC_URL = supysonic.url;
    process.env.E2E_SUPYSONIC_USER = supysonic.user;
    process.env.E2E_SUPYSONIC_PASSWORD = supysonic.password;
    process.env.E2E_SUPYSONIC_TITLES = JSON.stringify(
      supysonic.library.flatMap((artist) => artist.albums.flatMap((album) => album.tracks.map((t) => t.title))),
    );
    return async () => {
      await server.stop();
      await supysonic.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await supysonic.stop();
    throw error;
  }
}
