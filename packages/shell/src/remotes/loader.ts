import type { LifeCycles } from 'single-spa';
import { bootFetch } from '../config/bootFetches';

/** Name -> manifest URL, as served at /remotes.json. */
export type RemoteRegistry = Record<string, string>;

/**
 * How the shell gets a remote's lifecycles. Federation is kept behind this interface
 * because jest cannot resolve federated imports: tests pass a fake loader.
 */
export interface RemoteLoader {
  load(name: string): Promise<LifeCycles>;
  /** Starts downloading a remote's entry and page code without running it (nothing when unsupported). */
  preload?(name: string): void;
}

export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const res = await bootFetch(url);
  if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
  return (await res.json()) as RemoteRegistry;
}

/** Registers every remote of the registry with the Module Federation runtime; nothing is fetched yet. */
export async function createFederationLoader(registry: RemoteRegistry): Promise<RemoteLoader> {
  const { registerRemotes, loadRemote, preloadRemote } = await import('@module-federation/enhanced/runtime');
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href })),
  );
  return {
    preload(name) {
      if (!registry[name]) return;
      // Only a head start: a failure here is met again, and shown, when the page loads the remote.
      preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]).catch(() => undefined);
    },
    async load(name) {
      if (!registry[name]) throw new Error(`Remote ${name} is not in the registry`);
      const lifecycles = await loadRemote<LifeCycles>(`${name}/app`);
      if (!lifecycles || typeof lifecycles.mount !== 'function') {
        throw new Error(`Remote ${name} did not provide single-spa lifecycles`);
      }
      return lifecycles;
    },
  };
}
