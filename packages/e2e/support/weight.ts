import zlib from 'node:zlib';
import type { Page, Request, Response } from '@playwright/test';

/** One script the page fetched on its first load, with its size compressed as the build ships it. */
export interface LoadedScript {
  /** `shell`, or the remote's name for files under /mfe/<name>/. */
  owner: string;
  path: string;
  gzip: number;
  /** Whose provider code the file holds, if any (see providerCodeIn). */
  providerCode: ProviderCode | null;
}

export type ProviderCode = 'spotify' | 'opensubsonic';

/**
 * Strings only a provider's own code holds (its player script's ready hook, its Web API's player
 * path; UpClub's music routes): a deployment must load none of the other provider's.
 */
const PROVIDER_MARKERS: Record<ProviderCode, RegExp> = {
  spotify: /onSpotifyWebPlaybackSDKReady|me\/player\/play/,
  opensubsonic: /v1\/music\/link\/|v1\/music\/tracks\//,
};

export function providerCodeIn(body: Buffer): ProviderCode | null {
  const text = body.toString('utf8');
  for (const [code, marker] of Object.entries(PROVIDER_MARKERS) as Array<[ProviderCode, RegExp]>) {
    if (marker.test(text)) return code;
  }
  return null;
}

/** Who a script belongs to: the remotes are served under /mfe/<name>/, the provider's SDK under /provider/. */
export function ownerOf(pathname: string): string {
  const remote = /^\/mfe\/([^/]+)\//.exec(pathname);
  if (remote) return remote[1]!;
  if (pathname.startsWith('/provider/')) return 'provider';
  return 'shell';
}

/** Gzip at the build's level (build/webpack.cjs precompresses with level 9). */
export const gzipSize = (body: Buffer): number => zlib.gzipSync(body, { level: 9 }).length;

/** How long no script may start before a page counts as settled. */
const SCRIPTS_QUIET_MS = 1_500;
const SETTLE_LIMIT_MS = 30_000;

/**
 * Records every script the page fetches from now on. `open` waits for the page to be ready; then
 * no script may start for a while, so what the page fetches on its own after showing counts too
 * (only what a click fetches does not). Scripts, not the whole network: a signed-in page keeps its
 * live events stream open, so the network is never idle.
 */
export async function recordFirstLoad(page: Page, open: () => Promise<void>): Promise<LoadedScript[]> {
  const pending: Array<Promise<LoadedScript | undefined>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    pending.push(
      response
        .body()
        .then((body) => ({
          owner: ownerOf(url.pathname),
          path: url.pathname,
          gzip: gzipSize(body),
          providerCode: providerCodeIn(body),
        }))
        .catch(() => undefined),
    );
  };
  let lastScriptAt = Date.now();
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  try {
    await open();
    await page.waitForLoadState('load');
    // Chunks a page imports after its first render (an idle prefetch) still count.
    const started = Date.now();
    while (Date.now() - lastScriptAt < SCRIPTS_QUIET_MS && Date.now() - started < SETTLE_LIMIT_MS) {
      await page.waitForTimeout(250);
    }
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
  }
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== undefined);
  // One file counts once (a reload from cache is not a second download).
  return [...new Map(scripts.map((s) => [s.path, s])).values()];
}

/** Total gzip bytes per owner. */
export function totalsByOwner(scripts: LoadedScript[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const s of scripts) totals[s.owner] = (totals[s.owner] ?? 0) + s.gzip;
  return totals;
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** A readable table: one line per file, largest first, under a total per owner. */
export function formatLoad(title: string, scripts: LoadedScript[]): string {
  const lines = [`${title}`];
  const totals = totalsByOwner(scripts);
  for (const [owner, total] of Object.entries(totals).sort((a, b) => b[1] - a[1])) {
    const files = scripts.filter((s) => s.owner === owner).sort((a, b) => b.gzip - a.gzip);
    lines.push(`  ${owner.padEnd(10)} ${kB(total).padStart(10)}  (${files.length} files)`);
    for (const f of files) lines.push(`    ${kB(f.gzip).padStart(10)}  ${f.path}`);
  }
  return lines.join('\n');
}
