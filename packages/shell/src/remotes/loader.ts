import type { LifeCycles } from 'single-spa';

/** Name -> manifest URL, as served at /remotes.json. */
export type RemoteRegistry = Record<string, string>;

/**
 * How the shell gets a remote's lifecycles. Federation is kept behind this interface
 * because jest cannot resolve federated imports: tests pass a fake loader.
 */
export interface RemoteLoader {
  load(name: string): Promise<LifeCycles>;
}

export async function fetchRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
  return (await res.json()) as RemoteRegistry;
}

/** Registers every remote of the registry with the Module Federation runtime; nothing is fetched yet. */
export async function createFederationLoader(registry: RemoteRegistry): Promise<RemoteLoader> {
  const { registerRemotes, loadRemote } = await import('@module-federation/enhanced/runtime');
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: new URL(entry, location.href).href })),
  );
  return {
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
