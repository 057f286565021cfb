// valibot, not zod: the shell checks every remote's facts at start, and valibot's schemas
// tree-shake one by one, where zod's core module carries whatever the validation area uses.
import * as v from 'valibot';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import type { RouteDef } from './routeDef';

// A remote's route facts: the one place where a remote says which top-level paths it owns, their
// spec route names, who may open them, their page titles, its side-menu and account-menu items and
// its name in error panels. Each remote ships them as `routes.json` beside its build (DESIGN §1);
// the layout, the activity rules, the guard, the menus, the error panels, the server's remote list,
// the build list and the jest projects all derive from them.

/** `/clubs`, `/clubs/:id`, `/post/playlist/:id`: a static first segment, then static or `:param` segments. */
const pathSchema = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9][a-z0-9-]*(\/([a-z0-9][a-z0-9-]*|:[a-zA-Z_]+))*$/, 'a path like /clubs or /clubs/:id'),
);

const label = () => v.pipe(v.string(), v.minLength(1));
const iconName = () => v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/));
const order = () => v.pipe(v.number(), v.safeInteger());

const menuItemSchema = v.object({
  label: label(),
  /** A lucide icon name in kebab case (`compass`, `users-round`); the shell maps it to the icon. */
  icon: iconName(),
  /** Position among every remote's items, smallest first. */
  order: order(),
  /** The unread count that puts an alert marker on the item. */
  countKey: v.optional(v.picklist(['notifications', 'message_notifications'])),
  /** Other paths of this remote for which the item is the current one (Discover on /myfeed). */
  activeOn: v.optional(v.array(pathSchema), () => []),
});

const accountItemSchema = v.object({
  label: label(),
  icon: iconName(),
  order: order(),
});

const remoteRouteSchema = v.object({
  /** The spec's route name. */
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/)),
  path: pathSchema,
  /** Remote pages need a connected streaming account unless they say `authenticated`. */
  access: v.optional(v.picklist(['connected', 'authenticated']), 'connected'),
  /** A bit of user_type the route needs besides a connected session (2 metrics, 4 broadcast). */
  staffBit: v.optional(v.picklist([USER_TYPE_METRICS, USER_TYPE_BROADCAST])),
  /** Deeper paths belong to the page's own router (tabs and sub-lists the remote owns). */
  nested: v.optional(v.literal(true)),
  /** The page's title (its h1). */
  title: v.optional(label()),
  /** The route's item in the side menu. */
  menu: v.optional(menuItemSchema),
  /** The route's item in the header's account menu (shown only to users who may open the route). */
  accountMenu: v.optional(accountItemSchema),
});

const hasParams = (path: string) => path.includes('/:');
/** '/clubs/:id' -> 'clubs'. */
export const firstSegment = (path: string): string => path.split('/').filter(Boolean)[0] ?? '';

const factsSchema = v.object({
  /** The remote's name: its Module Federation name, its folder `packages/<name>-mfe`, its key in /remotes.json. */
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*$/)),
  /** How error panels name it: '<label> could not be loaded.' */
  label: label(),
  routes: v.pipe(v.array(remoteRouteSchema), v.minLength(1)),
});

export type RemoteRoutes = v.InferOutput<typeof factsSchema>;
export type RemoteRoute = RemoteRoutes['routes'][number];
export type RemoteMenuItem = NonNullable<RemoteRoute['menu']>;
export type RemoteAccountItem = NonNullable<RemoteRoute['accountMenu']>;

/** One problem of a remote's facts: where it is (keys from the root) and what is wrong. */
export interface FactsIssue {
  path: (string | number)[];
  message: string;
}

/** Facts that fail the schema; the message lists every problem as `routes.0.path: what`. */
export class RouteFactsError extends Error {
  constructor(readonly issues: FactsIssue[]) {
    super(issues.map((i) => `${i.path.join('.') || '(facts)'}: ${i.message}`).join('; '));
    this.name = 'RouteFactsError';
  }
}

/** What the shape alone cannot say: names and paths used once, menu items on plain own paths. */
function crossIssues(facts: RemoteRoutes): FactsIssue[] {
  const issues: FactsIssue[] = [];
  const issue = (message: string, path: (string | number)[]) => issues.push({ message, path });
  const names = new Set<string>();
  const paths = new Set<string>();
  const own = new Set(facts.routes.map((r) => r.path));
  facts.routes.forEach((route, i) => {
    if (names.has(route.name)) issue(`route name ${route.name} is used twice`, ['routes', i, 'name']);
    if (paths.has(route.path)) issue(`path ${route.path} is used twice`, ['routes', i, 'path']);
    names.add(route.name);
    paths.add(route.path);
    if ((route.menu || route.accountMenu) && hasParams(route.path)) {
      issue('a menu item needs a path without parameters', ['routes', i, 'path']);
    }
    route.menu?.activeOn.forEach((p, j) => {
      if (!own.has(p)) issue(`${p} is not a path of this remote`, ['routes', i, 'menu', 'activeOn', j]);
    });
  });
  return issues;
}

export type FactsParse = { success: true; data: RemoteRoutes } | { success: false; error: RouteFactsError };

function safeParseFacts(json: unknown): FactsParse {
  const result = v.safeParse(factsSchema, json);
  const issues: FactsIssue[] = result.success
    ? crossIssues(result.output)
    : result.issues.map((i) => ({
        path: (i.path ?? []).map((item) => item.key as string | number),
        message: i.message,
      }));
  if (result.success && issues.length === 0) return { success: true, data: result.output };
  return { success: false, error: new RouteFactsError(issues) };
}

/** A remote's route facts as the shell, the server and the remotes check them (with their defaults filled in). */
export const remoteRoutesSchema = {
  safeParse: safeParseFacts,
  /** The facts, or a RouteFactsError naming every problem. */
  parse(json: unknown): RemoteRoutes {
    const result = safeParseFacts(json);
    if (!result.success) throw result.error;
    return result.data;
  },
};

/** The route facts of a remote, with look-ups by route name for its own router. */
export interface RouteFacts extends RemoteRoutes {
  /** The route's path (`/clubs/:id`); throws for a name the facts do not hold. */
  path(name: string): string;
  /** The route's page title; throws when it has none. */
  title(name: string): string;
}

/** A remote reads its own `routes.json` through this: validated, with look-ups by route name. */
export function readRouteFacts(json: unknown): RouteFacts {
  const facts = remoteRoutesSchema.parse(json);
  const route = (name: string) => {
    const found = facts.routes.find((r) => r.name === name);
    if (!found) throw new Error(`The ${facts.name} remote has no route named ${name}`);
    return found;
  };
  return {
    ...facts,
    path: (name) => route(name).path,
    title: (name) => {
      const { title } = route(name);
      if (!title) throw new Error(`The ${facts.name} route ${name} has no title`);
      return title;
    },
  };
}

/** The top-level paths a remote owns, in the order of its facts ('discover', 'myfeed', 'post'). */
export const topLevelPaths = (remote: RemoteRoutes): string[] => [
  ...new Set(remote.routes.map((r) => firstSegment(r.path))),
];

/** The remotes' routes as entries of the guard's route table. */
export function routeDefsOf(remotes: readonly RemoteRoutes[]): RouteDef[] {
  return remotes.flatMap((remote) =>
    remote.routes.map(({ name, path, access, staffBit, nested }) => ({
      name,
      path,
      access,
      remote: remote.name,
      ...(staffBit !== undefined ? { staffBit } : {}),
      ...(nested ? { nested } : {}),
    })),
  );
}

export interface CheckedRemotes {
  /** The remotes that may be used, in their given order. */
  remotes: RemoteRoutes[];
  /** Why the others were left out. */
  problems: string[];
}

/**
 * Keeps the remotes whose facts fit together: a remote claiming a top-level path or a route name
 * that the shell or an earlier remote holds is left out (with a problem saying why), so one bad
 * remote never takes the others' pages.
 */
export function checkRemoteRoutes(remotes: readonly RemoteRoutes[], shellRoutes: readonly RouteDef[]): CheckedRemotes {
  const segments = new Map<string, string>(shellRoutes.map((r) => [firstSegment(r.path), 'the shell']));
  const names = new Map<string, string>(shellRoutes.map((r) => [r.name, 'the shell']));
  const seen = new Set<string>();
  const accepted: RemoteRoutes[] = [];
  const problems: string[] = [];
  for (const remote of remotes) {
    const clash = [
      seen.has(remote.name) ? `the name ${remote.name} is taken` : null,
      ...topLevelPaths(remote).map((s) => (segments.has(s) ? `/${s} belongs to ${segments.get(s)}` : null)),
      ...remote.routes.map((r) => (names.has(r.name) ? `route ${r.name} belongs to ${names.get(r.name)}` : null)),
    ].filter((x): x is string => x !== null);
    if (clash.length) {
      problems.push(`remote ${remote.name} left out: ${clash.join('; ')}`);
      continue;
    }
    seen.add(remote.name);
    for (const s of topLevelPaths(remote)) segments.set(s, `remote ${remote.name}`);
    for (const r of remote.routes) names.set(r.name, `remote ${remote.name}`);
    accepted.push(remote);
  }
  return { remotes: accepted, problems };
}
