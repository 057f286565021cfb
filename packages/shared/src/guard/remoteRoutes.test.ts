import { repoRemotes } from '@upclub/testing/remoteRoutes';
import {
  SHELL_ROUTES,
  checkRemoteRoutes,
  matchRoute,
  readRouteFacts,
  remoteRoutesSchema,
  routeDefsOf,
  topLevelPaths,
  type RemoteRoutes,
} from '.';

const facts = (over: Partial<RemoteRoutes> = {}) => ({
  name: 'events',
  label: 'Events',
  routes: [
    { name: 'events', path: '/events', title: 'Events', menu: { label: 'Events', icon: 'calendar', order: 60 } },
    { name: 'event', path: '/events/:id', nested: true },
  ],
  ...over,
});
const menuRoute = (menu: object) => ({ name: 'a', path: '/a', menu: { label: 'A', icon: 'x', order: 1, ...menu } });
const parse = (json: unknown) => remoteRoutesSchema.parse(json);
const problemsOf = (json: unknown) => {
  const result = remoteRoutesSchema.safeParse(json);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the route facts schema', () => {
  it.each(repoRemotes().map((r) => [r.dir, r.facts] as const))('%s/routes.json is valid', (_dir, json) => {
    expect(problemsOf(json)).toEqual([]);
  });

  it('fills in the defaults', () => {
    const parsed = parse(facts());
    expect(parsed.routes[0]).toMatchObject({ access: 'connected', menu: { activeOn: [] } });
    expect(parsed.routes[1]).toEqual({ name: 'event', path: '/events/:id', access: 'connected', nested: true });
  });

  it.each([
    ['a path without a leading slash', { routes: [{ name: 'a', path: 'events' }] }, 'routes.0.path'],
    ['a path starting with a parameter', { routes: [{ name: 'a', path: '/:id' }] }, 'routes.0.path'],
    ['a public route', { routes: [{ name: 'a', path: '/a', access: 'public' }] }, 'routes.0.access'],
    ['an unknown staff bit', { routes: [{ name: 'a', path: '/a', staffBit: 8 }] }, 'routes.0.staffBit'],
    ['an unknown count', { routes: [menuRoute({ countKey: 'likes' })] }, 'routes.0.menu.countKey'],
    ['an icon that is not a lucide name', { routes: [menuRoute({ icon: 'Compass' })] }, 'routes.0.menu.icon'],
    ['a remote name that is not an identifier', { name: 'my-events' }, 'name'],
    ['no routes', { routes: [] }, 'routes'],
  ])('refuses %s', (_label, over, where) => {
    expect(problemsOf(facts(over as Partial<RemoteRoutes>)).join('\n')).toContain(`${where}:`);
  });

  it('refuses a route name or a path used twice', () => {
    const twice = facts({
      routes: [
        { name: 'a', path: '/a' },
        { name: 'a', path: '/a' },
      ] as RemoteRoutes['routes'],
    });
    expect(problemsOf(twice)).toEqual([
      'routes.1.name: route name a is used twice',
      'routes.1.path: path /a is used twice',
    ]);
  });

  it('refuses a menu item on a path with parameters, or active on another remote’s path', () => {
    const withParam = { routes: [{ name: 'a', path: '/a/:id', menu: { label: 'A', icon: 'x', order: 1 } }] };
    expect(problemsOf(facts(withParam as never))).toEqual([
      'routes.0.path: a menu item needs a path without parameters',
    ]);
    const elsewhere = {
      routes: [{ name: 'a', path: '/a', menu: { label: 'A', icon: 'x', order: 1, activeOn: ['/b'] } }],
    };
    expect(problemsOf(facts(elsewhere as never))).toEqual([
      'routes.0.menu.activeOn.0: /b is not a path of this remote',
    ]);
  });
});

describe('what derives from the facts', () => {
  it('lists the top-level paths a remote owns, once each', () => {
    expect(topLevelPaths(parse(facts()))).toEqual(['events']);
    const feed = repoRemotes().find((r) => r.name === 'feed')!;
    expect(topLevelPaths(parse(feed.facts))).toEqual(['discover', 'myfeed', 'post', 'search']);
  });

  it('gives the guard its routes, marked with their remote', () => {
    const defs = routeDefsOf([parse(facts({ routes: [{ name: 'stats', path: '/stats', staffBit: 2 }] as never }))]);
    expect(defs).toEqual([{ name: 'stats', path: '/stats', access: 'connected', staffBit: 2, remote: 'events' }]);
    expect(matchRoute('/events/4/people', routeDefsOf([parse(facts())]))).toMatchObject({
      route: { name: 'event' },
      params: { id: '4' },
    });
  });

  it('lets a remote look up its own paths and titles by route name', () => {
    const own = readRouteFacts(facts());
    expect(own.path('event')).toBe('/events/:id');
    expect(own.title('events')).toBe('Events');
    expect(() => own.path('nope')).toThrow('The events remote has no route named nope');
    expect(() => own.title('event')).toThrow('The events route event has no title');
  });
});

describe('remotes that fit together', () => {
  const all = () => repoRemotes().map((r) => parse(r.facts));

  it('the remotes of this repository claim distinct paths and names, none of the shell’s', () => {
    const checked = checkRemoteRoutes(all(), SHELL_ROUTES);
    expect(checked.problems).toEqual([]);
    expect(checked.remotes.map((r) => r.name)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff']);
  });

  it('leaves out a remote that claims a path or a route name already taken, and keeps the others', () => {
    const thief = parse(facts({ name: 'thief', routes: [{ name: 'x', path: '/clubs/x' }] as never }));
    const login = parse(facts({ name: 'login', routes: [{ name: 'login', path: '/sign-in' }] as never }));
    const events = parse(facts());
    const checked = checkRemoteRoutes([...all(), thief, login, events, events], SHELL_ROUTES);
    expect(checked.remotes.map((r) => r.name)).toEqual(['clubs', 'feed', 'messages', 'profile', 'staff', 'events']);
    expect(checked.problems).toEqual([
      'remote thief left out: /clubs belongs to remote clubs',
      'remote login left out: route login belongs to the shell',
      'remote events left out: the name events is taken; /events belongs to remote events; ' +
        'route events belongs to remote events; route event belongs to remote events',
    ]);
  });
});
