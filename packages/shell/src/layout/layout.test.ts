import { constructApplications, constructRoutes } from 'single-spa-layout';
import { remoteRoutes, remoteRoutesSchema, type RemoteRoutes } from '@upclub/shared/guard';
import { APP, isPrivatePath, layoutHtml, markPrivateLayout } from './layout';
import { refineActivity } from './activity';

const at = (pathname: string) => new URL(`http://localhost${pathname}`) as unknown as Location;

/** The layout's applications for these remotes, and whether one is active at a path. */
function pageFor(remotes: readonly RemoteRoutes[]) {
  const routes = constructRoutes(layoutHtml(remotes));
  const apps = constructApplications({ routes, loadApp: () => Promise.resolve({}) as never });
  const byName = (name: string) => apps.find((a) => a.name === name);
  const active = (name: string, path: string, userType = 0) =>
    refineActivity(name, byName(name)!.activeWhen as never, () => userType, remotes)(at(path));
  return { apps, byName, active };
}

// jest/setup-routes.ts installs the route facts of this repository's remotes, as the shell does at start.
describe('the layout of the remotes of this repository', () => {
  const { apps, active } = pageFor(remoteRoutes());

  it('has the shell applications and one per remote', () => {
    expect(apps.map((a) => a.name).sort()).toEqual(
      [APP.auth, APP.chrome, APP.overlays, 'clubs', 'feed', 'messages', 'profile', 'staff'].sort(),
    );
  });

  it.each([
    ['/', APP.auth],
    ['/login', APP.auth],
    ['/signup', APP.auth],
    ['/privacy-policy', APP.auth],
    ['/authorize-spotify', APP.auth],
    ['/discover', 'feed'],
    ['/myfeed', 'feed'],
    ['/post/tracks/', 'feed'],
    ['/search', 'feed'],
    ['/clubs/12', 'clubs'],
    ['/messages/new', 'messages'],
    ['/profile/alex', 'profile'],
    ['/notifications', 'profile'],
  ])('%s shows %s', (path, name) => {
    expect(active(name, path)).toBe(true);
  });

  it('shows no remote on the shell’s pages', () => {
    for (const name of ['feed', 'clubs', 'messages', 'profile']) {
      expect(active(name, '/login')).toBe(false);
      expect(active(name, '/')).toBe(false);
    }
    expect(active('feed', '/clubs')).toBe(false);
  });

  it('shows the chrome on private routes only', () => {
    expect(active(APP.chrome, '/discover')).toBe(true);
    expect(active(APP.chrome, '/clubs/3')).toBe(true);
    expect(active(APP.chrome, '/metrics')).toBe(true);
    expect(active(APP.chrome, '/login')).toBe(false);
    expect(active(APP.chrome, '/')).toBe(false);
    expect(isPrivatePath('/privacy-policy')).toBe(false);
    expect(isPrivatePath('/notifications/')).toBe(true);
  });

  it('keeps the chrome’s room from before a private page mounts, and none on the auth pages', () => {
    markPrivateLayout('/discover');
    expect(document.body).toHaveClass('uc-private');
    markPrivateLayout('/login');
    expect(document.body).not.toHaveClass('uc-private');
  });

  it('activates the staff application only for the right bits', () => {
    expect(active('staff', '/metrics', 0)).toBe(false);
    expect(active('staff', '/metrics', 4)).toBe(false);
    expect(active('staff', '/metrics', 2)).toBe(true);
    expect(active('staff', '/broadcast-message', 2)).toBe(false);
    expect(active('staff', '/broadcast-message', 4)).toBe(true);
    expect(active('staff', '/send-all-message', 6)).toBe(true);
    expect(active('staff', '/discover', 6)).toBe(false);
  });

  it('keeps overlays on every route', () => {
    expect(active(APP.overlays, '/')).toBe(true);
    expect(active(APP.overlays, '/discover')).toBe(true);
  });
});

describe('a remote added by its route facts alone', () => {
  const events = remoteRoutesSchema.parse({
    name: 'events',
    label: 'Events',
    routes: [
      { name: 'events', path: '/events' },
      { name: 'event', path: '/events/:id', nested: true },
      { name: 'event_stats', path: '/event-stats', staffBit: 2 },
    ],
  });
  const { byName, active } = pageFor([...remoteRoutes(), events]);

  it('gets its paths in the layout, with the chrome around them', () => {
    expect(byName('events')).toBeDefined();
    expect(active('events', '/events')).toBe(true);
    expect(active('events', '/events/7/people')).toBe(true);
    expect(active('events', '/discover')).toBe(false);
    expect(isPrivatePath('/events/7', [events])).toBe(true);
    expect(active(APP.chrome, '/events')).toBe(true);
  });

  it('is active on a path with a staff bit only for users holding it', () => {
    expect(active('events', '/event-stats', 0)).toBe(false);
    expect(active('events', '/event-stats', 2)).toBe(true);
    expect(active('events', '/events', 0)).toBe(true);
  });

  it('is not in a layout without its facts', () => {
    expect(pageFor(remoteRoutes()).byName('events')).toBeUndefined();
  });
});
