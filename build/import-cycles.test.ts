import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..');
const CHECK = path.join(REPO, 'build', 'import-cycles.cjs');

/** `node build/import-cycles.cjs` in `cwd`, as lint runs it (dpdm loads ES-only modules, which jest cannot). */
const check = (cwd: string) => spawnSync(process.execPath, [CHECK], { cwd, encoding: 'utf8' });

/** A folder laid out like the repository, with the given files. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('import circles (pnpm run lint)', () => {
  it('finds none in the repository', () => {
    const run = check(REPO);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails on two modules that import each other, even for types only', () => {
    const dir = tree({
      'packages/demo/src/routes.ts': "import type { Facts } from './facts';\nexport type Route = { facts: Facts };\n",
      'packages/demo/src/facts.ts': "import type { Route } from './routes';\nexport type Facts = Route[];\n",
      'packages/demo/src/index.ts': "export * from './routes';\n",
    });
    try {
      const run = check(dir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('packages/demo/src/routes.ts');
      expect(run.stderr).toContain('packages/demo/src/facts.ts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails on a circle through an index, and passes once the shared piece moves out', () => {
    const dir = tree({
      'scripts/lib/index.mjs': "export * from './a.mjs';\nexport const LIMIT = 3;\n",
      'scripts/lib/a.mjs': "import { LIMIT } from './index.mjs';\nexport const twice = () => LIMIT * 2;\n",
    });
    try {
      const before = check(dir);
      expect(before.status).toBe(1);
      expect(before.stderr).toMatch(/scripts\/lib\/index\.mjs.*scripts\/lib\/a\.mjs/);
      fs.writeFileSync(path.join(dir, 'scripts/lib/limit.mjs'), 'export const LIMIT = 3;\n');
      fs.writeFileSync(
        path.join(dir, 'scripts/lib/index.mjs'),
        "export * from './a.mjs';\nexport * from './limit.mjs';\n",
      );
      fs.writeFileSync(
        path.join(dir, 'scripts/lib/a.mjs'),
        "import { LIMIT } from './limit.mjs';\nexport const twice = () => LIMIT * 2;\n",
      );
      expect(check(dir).status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
