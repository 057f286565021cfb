import * as v from 'valibot';
import { matchRoute } from './routes';

/** A route to return to after login: spec "the intended page (path and query)". */
export interface NextRoute {
  path: string;
  query: Record<string, string>;
}

const PROBE_ORIGIN = 'https://upclub.invalid';

/** A path of this app: starts with one '/', stays on this origin once parsed, opens a protected route. */
export function isAppPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  let parsed: URL;
  try {
    parsed = new URL(path, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (parsed.origin !== PROBE_ORIGIN) return false;
  const match = matchRoute(parsed.pathname);
  // Public pages are never a place to return to (that would loop back into the login).
  return match !== null && match.route.access !== 'public';
}

export const nextRouteSchema = v.object({
  path: v.pipe(v.string(), v.maxLength(2000), v.check(isAppPath)),
  query: v.optional(v.record(v.string(), v.string()), () => ({})),
});

/** The JSON `next` query of the login page, or null when missing, malformed or not a path of this app. */
export function parseNext(search: string): NextRoute | null {
  const raw = new URLSearchParams(search).get('next');
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(nextRouteSchema, value);
  return parsed.success ? parsed.output : null;
}

/** The `next` query value for a route. */
export const encodeNext = (next: NextRoute): string => encodeURIComponent(JSON.stringify(next));

/** The URL a NextRoute stands for (path plus its query). */
export function nextRouteUrl(next: NextRoute): string {
  const query = new URLSearchParams(next.query).toString();
  return query ? `${next.path}?${query}` : next.path;
}

/** The query of a location as a plain record (last value wins). */
export const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));
