import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import { servedHere } from './remotes';
import { createRemoteJsonReader } from './remoteJson';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** The entry script every remote of this repository's build emits (build/webpack.cjs). */
export const DEFAULT_REMOTE_ENTRY = 'remoteEntry.js';

/** What a Module Federation manifest says of where its entry script is. */
interface ManifestMeta {
  remoteEntry?: { name?: unknown; path?: unknown };
  publicPath?: unknown;
}

/** The entry's address in `manifest` (a parsed mf-manifest.json), relative to the manifest's URL. */
export function entryInManifest(manifest: unknown, manifestUrl: URL): URL {
  const meta = (manifest as { metaData?: ManifestMeta } | null)?.metaData;
  const name = typeof meta?.remoteEntry?.name === 'string' && meta.remoteEntry.name ? meta.remoteEntry.name : null;
  if (!name) throw new Error('its manifest names no entry script');
  const folder = typeof meta?.remoteEntry?.path === 'string' ? meta.remoteEntry.path.replace(/^\/+|\/+$/g, '') : '';
  // 'auto' (our builds) means beside the manifest; a URL is where the build was published.
  const publicPath = typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : null;
  return new URL(folder ? `${folder}/${name}` : name, publicPath ? new URL(publicPath, manifestUrl) : manifestUrl);
}

/**
 * The registry as the shell reads it at /remotes.json: each remote's entry script. The registry
 * (REMOTES) names manifests, which a deployment publishes; the shell's federation runtime loads
 * entries without reading manifests (no snapshot code in the page, one request less before a
 * remote's first page), so the server reads each manifest for it: from the build folder for the
 * remotes this process serves, else from where the registry says (cached for a second). A
 * registry entry that already names a script is passed on as it is. A manifest that cannot be
 * read gives the entry's usual name beside it, with a warning: the page then loads it, or shows
 * the remote's Retry as it would for any remote that is down.
 */
export function createRemoteEntriesSource(
  config: Pick<ServerConfig, 'publicUrl' | 'registry' | 'remoteDirs'>,
  log: Log,
) {
  const base = new URL(config.publicUrl);
  const fetchManifest = createRemoteJsonReader();

  async function readManifest(name: string, manifest: URL): Promise<unknown> {
    const buildDir = config.remoteDirs[name];
    if (servedHere(name, manifest, base) && buildDir) {
      const file = path.join(buildDir, decodeURIComponent(manifest.pathname.slice(`/mfe/${name}/`.length)));
      return JSON.parse(await fs.readFile(file, 'utf8'));
    }
    return fetchManifest(manifest.href);
  }

  async function entryOf(name: string, registered: string): Promise<string> {
    const manifest = new URL(registered, base);
    if (!manifest.pathname.endsWith('.json')) return registered;
    let entry: URL;
    try {
      entry = entryInManifest(await readManifest(name, manifest), manifest);
    } catch (error) {
      log.warn(`remote ${name}: ${(error as Error).message}; loading ${DEFAULT_REMOTE_ENTRY} beside its manifest`);
      entry = new URL(DEFAULT_REMOTE_ENTRY, manifest);
    }
    // A registry written as a path stays a path (the page's own origin, whatever name it is reached by).
    const asPath = registered.startsWith('/') && !registered.startsWith('//') && entry.origin === base.origin;
    return asPath ? `${entry.pathname}${entry.search}` : entry.href;
  }

  return async function remoteEntries(): Promise<Record<string, string>> {
    const registry = Object.entries(config.registry);
    const entries = await Promise.all(registry.map(([name, url]) => entryOf(name, url)));
    return Object.fromEntries(registry.map(([name], i) => [name, entries[i]!]));
  };
}
