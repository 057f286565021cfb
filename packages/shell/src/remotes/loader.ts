import type { PageLocation, RemoteApp } from '@upclub/shared/mfe';
import { bootFetch } from '../config/bootFetches';

/** Name -> the remote's entry script (remoteEntry.js), as served at /remotes.json. */
export type RemoteRegistry = Record<string, string>;

/**
 * How the shell gets a remote's lifecycles. Federation is kept behind this interface
 * because jest cannot resolve federated imports: tests pass a fake loader.
 */
export interface RemoteLoader {
  load(name: string): Promise<RemoteApp>;
  /**
   * Loads a remote ahead of its mount and lets it start the page's first read (`prefetch`). Only a
   * head start: a failure here is met again, and shown, when the page loads the remote.
   */
  warm?(name: string, location: PageLocation): void;
}

export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const res = await bootFetch(url);
  if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
  return (await res.json()) as RemoteRegistry;
}

/** Registers every remote of the registry with the Module Federation runtime; nothing is fetched yet. */
export async function createFederationLoader(registry: RemoteRegistry): Promise<RemoteLoader> {
  const { registerRemotes, loadRemote } = await import('@module-federation/enhanced/runtime');
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href })),
  );
  // One load per remote: the warm-up's and the mount's are the same. A failed one is forgotten, so
  // the error panel's Retry loads again.
  const loads = new Map<string, Promise<RemoteApp>>();
  async function fetchApp(name: string): Promise<RemoteApp> {
    if (!registry[name]) throw new Error(`Remote ${name} is not in the registry`);
    const app = await loadRemote<RemoteApp>(`${name}/app`);
    if (!app || typeof app.mount !== 'function') {
      throw new Error(`Remote ${name} did not provide single-spa lifecycles`);
    }
    return app;
  }
  const load = (name: string): Promise<RemoteApp> => {
    let pending = loads.get(name);
    if (!pending) {
      pending = fetchApp(name);
      loads.set(name, pending);
      pending.catch(() => loads.delete(name));
    }
    return pending;
  };
  return {
    load,
    warm(name, location) {
      load(name)
        .then((app) => app.prefetch?.(location))
        .catch(() => undefined);
    },
  };
}
