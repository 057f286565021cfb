import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SHELL_ROUTES, checkRemoteRoutes, remoteRoutesSchema, type RemoteRoutes } from '@upclub/shared/guard';
import type { ServerConfig } from './config';
import { ROUTE_FACTS, localFactsFiles, servedHere } from './remotes';
import { createRemoteJsonReader } from './remoteJson';

type Log = Pick<FastifyBaseLogger, 'warn'>;

async function readLocalFacts(buildDir: string): Promise<unknown> {
  for (const file of localFactsFiles(buildDir)) {
    try {
      return JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`no ${ROUTE_FACTS} in ${buildDir} or its package`);
}

/**
 * The route facts of every remote of the registry, as /routes.json answers them: each remote's
 * `routes.json` from where the registry says the remote is — its build folder for the remotes this
 * process serves, or beside its manifest on another origin (a CDN, a remote's dev server). A remote
 * on another origin that cannot be reached falls back to the facts of the local package of that
 * name. Facts that fail the schema or clash with the shell's or another remote's are left out
 * with a warning, so the other remotes keep their pages.
 */
export function createRouteFactsSource(config: Pick<ServerConfig, 'publicUrl' | 'registry' | 'remoteDirs'>, log: Log) {
  const base = new URL(config.publicUrl);
  const fetchCached = createRemoteJsonReader();

  async function factsOf(name: string, manifestUrl: string): Promise<unknown> {
    const manifest = new URL(manifestUrl, base);
    const buildDir = config.remoteDirs[name];
    if (servedHere(name, manifest, base) && buildDir) return readLocalFacts(buildDir);
    try {
      return await fetchCached(new URL(ROUTE_FACTS, manifest).href);
    } catch (error) {
      if (!buildDir) throw error;
      log.warn(`route facts of remote ${name}: ${(error as Error).message}; using the local package's`);
      return readLocalFacts(buildDir);
    }
  }

  return async function routeFacts(): Promise<RemoteRoutes[]> {
    const entries = Object.entries(config.registry);
    const results = await Promise.allSettled(entries.map(([name, url]) => factsOf(name, url)));
    const valid: RemoteRoutes[] = [];
    results.forEach((result, i) => {
      const name = entries[i]![0];
      if (result.status === 'rejected') {
        log.warn(`remote ${name} has no route facts (${(result.reason as Error).message}); its pages are left out`);
        return;
      }
      const parsed = remoteRoutesSchema.safeParse(result.value);
      if (!parsed.success) {
        log.warn(`remote ${name}: ${ROUTE_FACTS} is not valid (${parsed.error.message}); its pages are left out`);
      } else if (parsed.data.name !== name) {
        log.warn(`remote ${name}: ${ROUTE_FACTS} names another remote (${parsed.data.name}); its pages are left out`);
      } else {
        valid.push(parsed.data);
      }
    });
    const checked = checkRemoteRoutes(valid, SHELL_ROUTES);
    for (const problem of checked.problems) log.warn(problem);
    return checked.remotes;
  };
}
