/**
 * A real Subsonic server nobody here wrote, for tests: Debian's supysonic (API 1.10.2) served by
 * waitress on 127.0.0.1, over a generated library (./supysonicLibrary.ts), in a folder of its own
 * that stop() removes. Debian's 0.7.2 reads its configuration only from fixed places, the last of
 * them ./supysonic.conf: so every command runs in that folder, with HOME pointed there too so that
 * a developer's own ~/.supysonic cannot add settings. `bash scripts/ensure-supysonic.sh` installs
 * what it needs. Tests anywhere import it as `@upclub/testing/supysonic` (jest and Playwright).
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateLibrary, allTracks, type LibraryArtist } from './supysonicLibrary';

const run = promisify(execFile);

/** supysonic's own interpreter (its scripts start with #!/usr/bin/python3), which must have waitress. */
const SYSTEM_PYTHON = '/usr/bin/python3';
const TOOLS = ['supysonic-server', 'supysonic-cli', 'sox', 'lame'];
const START_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 5_000;

export const SUPYSONIC_USER = 'listener';
/** A space and an ampersand: a client must encode the password in the query, plainly or as `enc:`. */
export const SUPYSONIC_PASSWORD = 'upclub sonic&pw';

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** What is missing to run supysonic here (empty when all is installed). */
export function supysonicMissing(): string[] {
  const missing = TOOLS.filter((tool) => !onPath(tool));
  const waitress = spawnSync(SYSTEM_PYTHON, ['-c', 'import waitress'], { stdio: 'ignore' });
  if (waitress.status !== 0) missing.push('python3-waitress');
  return missing;
}

export interface SupysonicOptions {
  /** The server's folder (made; removed by stop()). A fresh temporary folder when left out. */
  dir?: string;
  /** The port on 127.0.0.1. A free one when left out. */
  port?: number;
}

export interface Supysonic {
  /** `http://127.0.0.1:<port>`: the Subsonic API is under `/rest/`. */
  url: string;
  port: number;
  dir: string;
  user: string;
  password: string;
  /** What the server's one music folder holds. */
  library: LibraryArtist[];
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function configuration(dir: string): string {
  // The web interface is not needed; no daemon runs, so no watcher and a socket path of our own.
  return [
    '[base]',
    `database_uri = sqlite:///${path.join(dir, 'supysonic.db')}`,
    '[webapp]',
    `cache_dir = ${path.join(dir, 'cache')}`,
    'log_level = WARNING',
    'mount_webui = no',
    '[daemon]',
    `socket = ${path.join(dir, 'daemon.sock')}`,
    'run_watcher = no',
    '',
  ].join('\n');
}

async function cli(dir: string, args: string[]): Promise<string> {
  const { stdout } = await run('supysonic-cli', args, { cwd: dir, env: { ...process.env, HOME: dir } });
  return stdout;
}

/** Resolves once the API answers (a ping without credentials answers its error envelope). */
async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`supysonic-server exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/rest/ping.view?f=json`);
      const body = (await res.json()) as Record<string, unknown>;
      if (body['subsonic-response']) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(`supysonic-server did not answer within ${START_TIMEOUT_MS} ms:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Generates the library, configures supysonic (SQLite in its folder), adds the user and the music
 * folder, scans it, and starts the server; resolves once it answers. About a second in all.
 */
export async function startSupysonic(options: SupysonicOptions = {}): Promise<Supysonic> {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'upclub-supysonic-'));
  mkdirSync(dir, { recursive: true });
  let child: ChildProcess | undefined;
  const killOnExit = () => child?.kill('SIGKILL');
  const cleanUp = async () => {
    process.off('exit', killOnExit);
    if (child) await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const musicDir = path.join(dir, 'music');
    writeFileSync(path.join(dir, 'supysonic.conf'), configuration(dir));
    // The user's creation (which also creates the database) does not need the music: side by side.
    const [library] = await Promise.all([
      generateLibrary(musicDir, path.join(dir, 'scratch')),
      cli(dir, ['user', 'add', SUPYSONIC_USER, '-p', SUPYSONIC_PASSWORD]),
    ]);
    rmSync(path.join(dir, 'scratch'), { recursive: true, force: true });
    await cli(dir, ['folder', 'add', 'Music', musicDir]);
    const scan = await cli(dir, ['folder', 'scan', '--foreground']);
    const albums = library.flatMap((artist) => artist.albums);
    const expected = `Added: ${library.length} artists, ${albums.length} albums, ${allTracks(library).length} tracks`;
    if (!scan.includes(expected)) throw new Error(`supysonic's scan did not find the library (${expected}):\n${scan}`);

    const port = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${port}`;
    let log = '';
    child = spawn('supysonic-server', ['-S', 'waitress', '-h', '127.0.0.1', '-p', String(port)], {
      cwd: dir,
      env: { ...process.env, HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    // A test process that ends without stop() must not leave the server running.
    process.on('exit', killOnExit);
    await waitUntilAnswering(url, child, () => log);
    return { url, port, dir, user: SUPYSONIC_USER, password: SUPYSONIC_PASSWORD, library, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
