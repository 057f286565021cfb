import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

const root = path.resolve(__dirname, '../../..');

/** A remote's route facts, as in its routes.json (only what the tests change is typed). */
export interface RouteFactsJson {
  name: string;
  routes: Array<{ name: string; title?: string; menu?: { label: string } }>;
}

/** A new build of one remote, published where the one-process server serves it; `restore` puts the old one back. */
export interface PublishedRemote {
  restore(): void;
}

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * Builds one remote alone, from a copy of its package with its route facts changed, and publishes
 * the build where the running server serves that remote (packages/<name>-mfe/dist), as a team ships
 * a new version. Nothing else is built and the repository's sources stay as they are.
 */
export async function publishRemoteBuild(
  name: string,
  change: (facts: RouteFactsJson) => RouteFactsJson,
): Promise<PublishedRemote> {
  const pkgDir = path.join(root, 'packages', `${name}-mfe`);
  const dist = path.join(pkgDir, 'dist');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `upclub-${name}-build-`));
  const copy = path.join(work, `${name}-mfe`);
  fs.mkdirSync(copy);
  fs.cpSync(path.join(pkgDir, 'src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(pkgDir, 'package.json'), path.join(copy, 'package.json'));
  fs.symlinkSync(path.join(pkgDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  const facts = JSON.parse(fs.readFileSync(path.join(pkgDir, 'routes.json'), 'utf8')) as RouteFactsJson;
  fs.writeFileSync(path.join(copy, 'routes.json'), JSON.stringify(change(facts), null, 2));
  fs.writeFileSync(
    path.join(copy, 'webpack.config.js'),
    `module.exports = require(${JSON.stringify(path.join(root, 'build/webpack.cjs'))}).remoteConfig({ pkgDir: __dirname });\n`,
  );
  await run(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], copy);

  // Publish: the old build is kept aside (with its timestamps, so the incremental build still
  // counts it as up to date once it is back), the new one takes its place.
  const previous = path.join(work, 'previous-dist');
  fs.cpSync(dist, previous, { recursive: true, preserveTimestamps: true });
  fs.rmSync(dist, { recursive: true, force: true });
  fs.cpSync(path.join(copy, 'dist'), dist, { recursive: true });
  return {
    restore() {
      fs.rmSync(dist, { recursive: true, force: true });
      fs.cpSync(previous, dist, { recursive: true, preserveTimestamps: true });
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The modification time of every file of a build folder, to show that it was not rebuilt. */
export function buildFingerprint(dir: string): Record<string, number> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.statSync(file).mtimeMs];
      }),
  );
}

export const shellBuildDir = path.join(root, 'packages', 'shell', 'dist');

/** A library the page shares (Module Federation's share scope), over every federation instance of the page. */
export interface SharedUse {
  /** How many distinct module objects the loaded entries hold: 1 is one copy in the page. */
  instances: number;
  /** The instances whose entries say they loaded it (whoever loaded first, not whose copy it is). */
  from: string[];
  usedBy: string[];
}

/** How the page's Module Federation runtime shares each library: one module object means one copy. */
export function sharedLibraries(page: Page): Promise<Record<string, SharedUse>> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[]; lib?: () => unknown };
    const federation = (
      globalThis as {
        __FEDERATION__?: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
      }
    ).__FEDERATION__;
    // Each instance (the shell, each remote) keeps its own share map: gather every one's entries.
    const found: Record<string, { modules: Set<unknown>; from: Set<string>; usedBy: Set<string> }> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const libraries of Object.values(scopes)) {
        for (const [library, versions] of Object.entries(libraries)) {
          const use = (found[library] ??= { modules: new Set(), from: new Set(), usedBy: new Set() });
          for (const shared of Object.values(versions)) {
            if (!shared.loaded) continue;
            if (shared.lib) use.modules.add(shared.lib());
            use.from.add(shared.from);
            for (const app of shared.useIn ?? []) use.usedBy.add(app);
          }
        }
      }
    }
    return Object.fromEntries(
      Object.entries(found).map(([library, use]) => [
        library,
        { instances: use.modules.size, from: [...use.from], usedBy: [...use.usedBy] },
      ]),
    );
  });
}
