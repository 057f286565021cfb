// zod's mini build: the shell checks every remote's facts at start, so the schema stays light.
import { z } from 'zod/mini';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import type { RouteDef } from './routes';

// A remote's route facts: the one place where a remote says which top-level paths it owns, their
// spec route names, who may open them, their page titles, its side-menu and account-menu items and
// its name in error panels. Each remote ships them as `routes.json` beside its build (DESIGN §1);
// the layout, the activity rules, the guard, the menus, the error panels, the server's remote list,
// the build list and the jest projects all derive from them.

/** `/clubs`, `/clubs/:id`, `/post/playlist/:id`: a static first segment, then static or `:param` segments. */
const pathSchema = z
  .string()
  .check(z.regex(/^\/[a-z0-9][a-z0-9-]*(\/([a-z0-9][a-z0-9-]*|:[a-zA-Z_]+))*$/, 'a path like /clubs or /clubs/:id'));

const label = () => z.string().check(z.minLength(1));
const iconName = () => z.string().check(z.regex(/^[a-z][a-z0-9-]*$/));

const menuItemSchema = z.object({
  label: label(),
  /** A lucide icon name in kebab case (`compass`, `users-round`); the shell maps it to the icon. */
  icon: iconName(),
  /** Position among every remote's items, smallest first. */
  order: z.number().check(z.int()),
  /** The unread count that puts an alert marker on the item. */
  countKey: z.optional(z.enum(['notifications', 'message_notifications'])),
  /** Other paths of this remote for which the item is the current one (Discover on /myfeed). */
  activeOn: z._default(z.array(pathSchema), []),
});

const accountItemSchema = z.object({
  label: label(),
  icon: iconName(),
  order: z.number().check(z.int()),
});

const remoteRouteSchema = z.object({
  /** The spec's route name. */
  name: z.string().check(z.regex(/^[a-z][a-z0-9_]*$/)),
  path: pathSchema,
  /** Remote pages need a connected streaming account unless they say `authenticated`. */
  access: z._default(z.enum(['connected', 'authenticated']), 'connected'),
  /** A bit of user_type the route needs besides a connected session (2 metrics, 4 broadcast). */
  staffBit: z.optional(z.union([z.literal(USER_TYPE_METRICS), z.literal(USER_TYPE_BROADCAST)])),
  /** Deeper paths belong to the page's own router (tabs and sub-lists the remote owns). */
  nested: z.optional(z.literal(true)),
  /** The page's title (its h1). */
  title: z.optional(label()),
  /** The route's item in the side menu. */
  menu: z.optional(menuItemSchema),
  /** The route's item in the header's account menu (shown only to users who may open the route). */
  accountMenu: z.optional(accountItemSchema),
});

const hasParams = (path: string) => path.includes('/:');
/** '/clubs/:id' -> 'clubs'. */
export const firstSegment = (path: string): string => path.split('/').filter(Boolean)[0] ?? '';

export const remoteRoutesSchema = z
  .object({
    /** The remote's name: its Module Federation name, its folder `packages/<name>-mfe`, its key in /remotes.json. */
    name: z.string().check(z.regex(/^[a-z][a-z0-9]*$/)),
    /** How error panels name it: '<label> could not be loaded.' */
    label: label(),
    routes: z.array(remoteRouteSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((facts, ctx) => {
      const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
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
    }),
  );

export type RemoteRoutes = z.infer<typeof remoteRoutesSchema>;
export type RemoteRoute = RemoteRoutes['routes'][number];
export type RemoteMenuItem = NonNullable<RemoteRoute['menu']>;
export type RemoteAccountItem = NonNullable<RemoteRoute['accountMenu']>;

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
