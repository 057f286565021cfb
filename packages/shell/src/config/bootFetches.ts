/**
 * The three small documents the shell reads before it can lay out the page (/config.json,
 * /remotes.json, /routes.json). The entry asks for them as soon as it runs, so they arrive while
 * the start chunks are still downloading instead of after them (one round trip less before the
 * first page). Each early answer is handed out once; any later read fetches afresh.
 */
export const BOOT_DOCUMENTS = ['/config.json', '/remotes.json', '/routes.json'] as const;

const early = new Map<string, Promise<Response>>();

/** Entry files must never come from a cache: a new deployment is picked up on the next load. */
const fetchFresh = (url: string) => fetch(url, { cache: 'no-store' });

export function startBootFetches(urls: readonly string[] = BOOT_DOCUMENTS): void {
  if (typeof fetch !== 'function') return;
  for (const url of urls) {
    const answer = fetchFresh(url);
    // The reader may never come (a mobile browser stops at the notice): no unhandled rejection.
    answer.catch(() => undefined);
    early.set(url, answer);
  }
}

export function bootFetch(url: string): Promise<Response> {
  const answer = early.get(url);
  if (!answer) return fetchFresh(url);
  early.delete(url);
  return answer;
}
