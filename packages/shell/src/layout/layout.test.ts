import { constructApplications, constructRoutes } from 'single-spa-layout';
import { APP, LAYOUT_HTML, isPrivatePath } from './layout';
import { refineActivity } from './activity';

const at = (pathname: string) => new URL(`http://localhost${pathname}`) as unknown as Location;

describe('the layout', () => {
  const routes = constructRoutes(LAYOUT_HTML);
  const apps = constructApplications({ routes, loadApp: () => Promise.resolve({}) as never });
  const byName = (name: string) => apps.find((a) => a.name === name)!;
  const active = (name: string, path: string, userType = 0) =>
    refineActivity(name, byName(name).activeWhen as never, () => userType)(at(path));

  it.each([
    ['/', APP.auth],
    ['/login', APP.auth],
    ['/signup', APP.auth],
    ['/privacy-policy', APP.auth],
    ['/authorize-spotify', APP.auth],
    ['/discover', APP.feed],
    ['/myfeed', APP.feed],
    ['/post/tracks/', APP.feed],
    ['/search', APP.feed],
    ['/clubs/12', APP.clubs],
    ['/messages/new', APP.messages],
    ['/profile/alex', APP.profile],
    ['/notifications', APP.profile],
  ])('%s shows %s', (path, name) => {
    expect(active(name, path)).toBe(true);
  });

  it('shows the chrome on private routes only', () => {
    expect(active(APP.chrome, '/discover')).toBe(true);
    expect(active(APP.chrome, '/clubs/3')).toBe(true);
    expect(active(APP.chrome, '/login')).toBe(false);
    expect(active(APP.chrome, '/')).toBe(false);
    expect(isPrivatePath('/privacy-policy')).toBe(false);
  });

  it('activates the staff application only for the right bits', () => {
    expect(active(APP.staff, '/metrics', 0)).toBe(false);
    expect(active(APP.staff, '/metrics', 4)).toBe(false);
    expect(active(APP.staff, '/metrics', 2)).toBe(true);
    expect(active(APP.staff, '/broadcast-message', 2)).toBe(false);
    expect(active(APP.staff, '/broadcast-message', 4)).toBe(true);
    expect(active(APP.staff, '/send-all-message', 6)).toBe(true);
    expect(active(APP.staff, '/discover', 6)).toBe(false);
  });

  it('keeps overlays on every route', () => {
    expect(active(APP.overlays, '/')).toBe(true);
    expect(active(APP.overlays, '/discover')).toBe(true);
  });
});
