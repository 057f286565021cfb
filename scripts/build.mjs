#!/usr/bin/env node
// Builds every package whose sources changed since its last build (or all with --force).
// Used by `pnpm start` and `pnpm test`; prints how long each build took.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { findRemotes } = createRequire(import.meta.url)('../build/remotes.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

// Waves run in order; packages inside a wave build in parallel (at most `parallel` at once).
// The remotes are every packages/<name>-mfe with route facts (build/remotes.cjs).
const WAVES = [['shared'], ['provider-sim', 'api'], ['server', 'shell', ...findRemotes().map((remote) => remote.dir)]];
const INPUTS = [
  'src',
  'package.json',
  'webpack.config.js',
  'tsconfig.json',
  'tsconfig.build.json',
  'drizzle',
  'routes.json',
];
const SHARED_INPUTS = [
  'build/webpack.cjs',
  'build/remotes.cjs',
  'build/shared-subsets.cjs',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'pnpm-lock.yaml',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(p)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, name)));
  }
  return newest;
}

const stampOf = (dir) => path.join(root, 'packages', dir, 'dist', '.build-stamp');
const browser = (dir) => dir === 'shell' || dir.endsWith('-mfe');

function isStale(dir) {
  if (force) return true;
  const stamp = stampOf(dir);
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  const pkgDir = path.join(root, 'packages', dir);
  const own = Math.max(...INPUTS.map((i) => newestMtime(path.join(pkgDir, i))));
  const common = Math.max(...SHARED_INPUTS.map((i) => newestMtime(path.join(root, i))));
  // Browser bundles compile @upclub/shared from source, so its sources count as theirs.
  const sharedSrc = browser(dir) || dir === 'server' ? newestMtime(path.join(root, 'packages/shared/src')) : 0;
  return Math.max(own, common, sharedSrc) > built;
}

function build(dir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--silent', 'run', 'build'], {
      cwd: path.join(root, 'packages', dir),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        fs.mkdirSync(path.dirname(stampOf(dir)), { recursive: true });
        fs.writeFileSync(stampOf(dir), new Date().toISOString());
        console.log(`  built ${dir} in ${seconds}s`);
        resolve(Number(seconds));
      } else {
        console.error(output);
        reject(new Error(`build of ${dir} failed (exit ${code})`));
      }
    });
  });
}

async function runWave(dirs, parallel) {
  const queue = dirs.filter(isStale);
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
}

export async function buildAll() {
  const started = Date.now();
  const stale = WAVES.flat().filter(isStale);
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')}...`);
  for (const wave of WAVES) await runWave(wave, 3);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildAll().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
