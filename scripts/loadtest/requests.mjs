// Requests to the API processes, in turn, and their figures per route (latencies, answers).

/** Per route (method and path template): latencies and answers. */
export const stats = new Map();
export function statOf(route) {
  let s = stats.get(route);
  if (!s) stats.set(route, (s = { latencies: [], ok: 0, c4xx: 0, c5xx: 0, failed: 0, samples: [] }));
  return s;
}

export let bases = [];
/** [ms since the first request, latency ms] of every answer, for the per-minute figures. */
export const timeline = [];
let firstAt = 0;

/** The API processes' base URLs, once they answer: requests go to each in turn. */
export function useProcesses(urls) {
  bases = urls;
  firstAt = performance.now();
}
let turn = 0;

/**
 * One timed fetch of `url`, counted under `route`: its latency and kind of answer, and the first
 * three failures as samples (naming it `shown`). Resolves {status, text, started, latency}
 * (status 0: no answer); never throws.
 */
export async function measured(route, method, url, init = {}, shown = url) {
  const s = statOf(route);
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, method, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    const latency = performance.now() - started;
    s.latencies.push(latency);
    if (res.status >= 500) s.c5xx++;
    else if (res.status >= 400) s.c4xx++;
    else s.ok++;
    if (res.status >= 400 && s.samples.length < 3)
      s.samples.push(`${res.status} ${method} ${shown}: ${text.slice(0, 160)}`);
    return { status: res.status, text, started, latency };
  } catch (error) {
    s.failed++;
    if (s.samples.length < 3) s.samples.push(`no answer ${method} ${shown}: ${error.message}`);
    return { status: 0, text: '', started, latency: null };
  }
}

/** The headers and body of an API request: JSON `body`, signed in with `token`. */
export const requestInit = ({ body, token } = {}) => ({
  headers: {
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(token && { authorization: `Token ${token}` }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * One request to the next process in turn. Resolves {status, body} (status 0: no answer);
 * never throws. `route` names the path template in the report.
 */
export async function call(route, method, url, options) {
  const base = bases[turn++ % bases.length];
  const answer = await measured(route, method, base + url, requestInit(options), url);
  if (answer.status === 0) return { status: 0, body: null };
  timeline.push([answer.started - firstAt, answer.latency]);
  let json = null;
  try {
    json = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    // not JSON
  }
  return { status: answer.status, body: json };
}

export const ok = (res) => res.status >= 200 && res.status < 300;
/** A write whose outcome the client cannot know (no answer, or a server error). */
export const unknown = (res) => res.status === 0 || res.status >= 500;

/** A figure (`c4xx`, `c5xx`, `failed`) added up over every route. */
export const sum = (field) => [...stats.values()].reduce((n, s) => n + s[field], 0);
