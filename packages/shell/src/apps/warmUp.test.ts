import { repoRouteFacts } from '@upclub/testing/remoteRoutes';
import { remoteRoutesSchema } from '@upclub/shared/guard';
import { warmUpFirstPage } from './warmUp';

const facts = repoRouteFacts().map((f) => remoteRoutesSchema.parse(f));

function deps(signedIn: boolean) {
  const preload = jest.fn();
  const loadLocal = jest.fn();
  return { preload, loadLocal, deps: { remotes: { load: jest.fn(), preload }, loadLocal, signedIn: () => signedIn } };
}

describe('warmUpFirstPage', () => {
  it.each([
    ['/discover', 'feed'],
    ['/search', 'feed'],
    ['/clubs/12', 'clubs'],
    ['/profile/alex', 'profile'],
    ['/messages', 'messages'],
  ])('on %s, signed in, fetches the chrome, the overlays and the %s remote', (path, remote) => {
    const w = deps(true);
    warmUpFirstPage(path, facts, w.deps);
    expect(w.loadLocal).toHaveBeenCalledTimes(1);
    expect(w.preload.mock.calls).toEqual([[remote]]);
  });

  it('leaves the staff tools alone: the user’s bits are not known yet', () => {
    const w = deps(true);
    warmUpFirstPage('/metrics', facts, w.deps);
    expect(w.loadLocal).toHaveBeenCalledTimes(1);
    expect(w.preload).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out on a private path', '/discover', false],
    ['signed in on an auth page', '/login', true],
    ['signed in on an unknown path', '/nowhere', true],
  ])('fetches nothing %s', (_case, path, signedIn) => {
    const w = deps(signedIn);
    warmUpFirstPage(path, facts, w.deps);
    expect(w.loadLocal).not.toHaveBeenCalled();
    expect(w.preload).not.toHaveBeenCalled();
  });
});
