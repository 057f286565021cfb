import { isPathCurrent, isPathWithin, matchRoute, normalizePath, SHELL_ROUTES } from '.';

describe('paths: every route with and without its trailing slash', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/clubs', '/clubs'],
    ['/clubs/', '/clubs'],
    ['/clubs//', '/clubs'],
    ['/clubs/7/followers/', '/clubs/7/followers'],
  ])('normalizes %s to %s', (path, normal) => {
    expect(normalizePath(path)).toBe(normal);
  });

  it('knows the current page whichever side carries the slash', () => {
    expect(isPathCurrent('/clubs/', '/clubs')).toBe(true);
    expect(isPathCurrent('/clubs', '/clubs/')).toBe(true);
    expect(isPathCurrent('/clubs/my-clubs/', '/clubs/my-clubs')).toBe(true);
    expect(isPathCurrent('/clubs/my-clubs', '/clubs')).toBe(false);
    expect(isPathCurrent('/', '/')).toBe(true);
    expect(isPathCurrent('/discover', '/')).toBe(false);
  });

  it('knows a section by whole segments only', () => {
    expect(isPathWithin('/clubs/', '/clubs')).toBe(true);
    expect(isPathWithin('/clubs/7/', '/clubs/')).toBe(true);
    expect(isPathWithin('/clubsx', '/clubs')).toBe(false);
    expect(isPathWithin('/post/playlist/3', '/post')).toBe(true);
    expect(isPathWithin('/posts', '/post')).toBe(false);
    expect(isPathWithin('/anything', '/')).toBe(true);
  });

  it('lets the guard match a route with and without its slash', () => {
    expect(matchRoute('/login/', SHELL_ROUTES)?.route.name).toBe('login');
    expect(matchRoute('/login', SHELL_ROUTES)?.route.name).toBe('login');
    expect(matchRoute('/terms//', SHELL_ROUTES)?.route.name).toBe('terms');
  });
});
