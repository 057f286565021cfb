import fs from 'node:fs';
import path from 'node:path';

/** The file in which a remote declares its routes (DESIGN §1); it ships beside the remote's build. */
export const ROUTE_FACTS = 'routes.json';

/** A remote of this repository: a `packages/<name>-mfe` folder holding route facts. */
export interface LocalRemote {
  name: string;
  /** Its build (served at /mfe/<name>/): `packages/<name>-mfe/dist`. */
  buildDir: string;
}

/**
 * The remotes of this repository, found rather than listed (the build and the tests find them the
 * same way, build/remotes.cjs): every `<name>-mfe` folder with a routes.json, by folder name.
 */
export function findLocalRemotes(packagesDir: string): LocalRemote[] {
  if (!fs.existsSync(packagesDir)) return [];
  return fs
    .readdirSync(packagesDir)
    .filter((dir) => dir.endsWith('-mfe') && fs.existsSync(path.join(packagesDir, dir, ROUTE_FACTS)))
    .sort()
    .map((dir) => ({ name: dir.slice(0, -'-mfe'.length), buildDir: path.join(packagesDir, dir, 'dist') }));
}

/** Where a local remote's facts are read: its build's copy first, else its package's own file. */
export const localFactsFiles = (buildDir: string): string[] => [
  path.join(buildDir, ROUTE_FACTS),
  path.join(buildDir, '..', ROUTE_FACTS),
];

/** Whether a remote's URL (its manifest, its entry) is this process's own copy, under /mfe/<name>/. */
export const servedHere = (name: string, url: URL, base: URL): boolean =>
  url.origin === base.origin && url.pathname.startsWith(`/mfe/${name}/`);
