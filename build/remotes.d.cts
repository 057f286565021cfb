// Types of remotes.cjs, for the TypeScript that reads it (jest/remoteRoutes.ts).
export interface Remote {
  name: string;
  dir: string;
  pkgDir: string;
  factsFile: string;
  /** The raw JSON of the remote's routes.json; @upclub/shared's remoteRoutesSchema checks it. */
  facts: unknown;
}
export const ROUTE_FACTS: string;
export function findRemotes(packagesDir?: string): Remote[];
export function readRemote(pkgDir: string): Remote;
