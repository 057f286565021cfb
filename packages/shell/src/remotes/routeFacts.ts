import { SHELL_ROUTES, checkRemoteRoutes, remoteRoutesSchema, type RemoteRoutes } from '@upclub/shared/guard';
import { bootFetch } from '../config/bootFetches';
import type { RemoteRegistry } from './loader';

/**
 * The route facts of the remotes (/routes.json: each remote's routes.json, as the server found it
 * beside the remote's build): the page's layout, guard, menus and error panels derive from them.
 * Facts that fail the schema are left out (and logged).
 */
export async function fetchRouteFacts(url = '/routes.json'): Promise<RemoteRoutes[]> {
  const res = await bootFetch(url);
  if (!res.ok) throw new Error(`Route facts answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('Route facts must be a list');
  return body.flatMap((facts: unknown) => {
    const parsed = remoteRoutesSchema.safeParse(facts);
    if (parsed.success) return [parsed.data];
    console.error('[shell] route facts left out', facts, parsed.error.issues);
    return [];
  });
}

/**
 * The remotes the page uses: those with facts and an entry in the registry, whose paths and
 * route names clash with neither the shell's nor an earlier remote's (the others are logged), so
 * one bad remote never takes the others' pages.
 */
export function usableRemotes(facts: readonly RemoteRoutes[], registry: RemoteRegistry): RemoteRoutes[] {
  const registered = facts.filter((remote) => {
    if (registry[remote.name]) return true;
    console.error(`[shell] remote ${remote.name} left out: it is not in the registry`);
    return false;
  });
  const checked = checkRemoteRoutes(registered, SHELL_ROUTES);
  for (const problem of checked.problems) console.error(`[shell] ${problem}`);
  return checked.remotes;
}
