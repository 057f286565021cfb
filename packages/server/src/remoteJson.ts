/** How long a document of a remote on another origin is reused before it is asked again. */
const REMOTE_JSON_TTL_MS = 1_000;
const REMOTE_JSON_TIMEOUT_MS = 3_000;

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(REMOTE_JSON_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/**
 * Reads the JSON documents a remote publishes on another origin (a CDN, a remote's dev server):
 * its manifest, its route facts. Each answer is reused for a second, so a page's boot documents
 * ask once, and a failed read is asked again next time.
 */
export function createRemoteJsonReader(): (url: string) => Promise<unknown> {
  const cache = new Map<string, { at: number; body: Promise<unknown> }>();
  return function read(url: string): Promise<unknown> {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < REMOTE_JSON_TTL_MS) return hit.body;
    const body = fetchJson(url);
    cache.set(url, { at: Date.now(), body });
    body.catch(() => cache.delete(url));
    return body;
  };
}
