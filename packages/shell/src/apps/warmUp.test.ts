import { repoRouteFacts } from '@upclub/testing/remoteRoutes';
import { remoteRoutesSchema } from '@upclub/shared/guard';
import { warmUpFirstPage } from './warmUp';

const facts = repoRouteFacts().map((f) => remoteRoutesSchema.parse(f));

function deps(signedIn: boolean) {
  const warm = jest.fn();
  const loadLocal = jest.fn();
  return { warm, loadLocal, deps: { remotes: { load: jest.fn(), warm }, loadLocal, signedIn: () => signedIn } };
}

describe('warmUpFirstPage', () => {
  it.each([
    ['/discover', 'feed'],
    ['/search', 'feed'],
    ['/clubs/12', 'clubs'],
    ['/profile/alex', 'profile'],
    ['/messages', 'messages'],
  ])(
    'on %s, signed in, fetches the chrome, the overlays and the %s remote, which may start its first read',
    (path, remote) => {
      const w = deps(true);
      warmUpFirstPage({ pathname: path, search: '' }, facts, w.deps);
      expect(w.loadLocal).toHaveBeenCalledTimes(1);
      expect(w.warm.mock.calls).toEqual([[remote, { pathname: path, search: '' }]]);
    },
  );

  it('leaves the staff tools alone: the user’s bits are not known yet', () => {
    const w = deps(true);
    warmUpFirstPage({ pathname: '/metrics', search: '' }, facts, w.deps);
    expect(w.loadLocal).toHaveBeenCalledTimes(1);
    expect(w.warm).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out on a private path', '/discover', false],
    ['signed in on an auth page', '/login', true],
    ['signed in on an unknown path', '/nowhere', true],
  ])('fetches nothing %s', (_case, path, signedIn) => {
    const w = deps(signedIn);
    warmUpFirstPage({ pathname: path, search: '' }, facts, w.deps);
    expect(w.loadLocal).not.toHaveBeenCalled();
    expect(w.warm).not.toHaveBeenCalled();
  });
});
