import { canBroadcastPost, guardRoute, hasStaffAccess, matchRoute, routeTable, routesWith, type GuardSession } from '.';

// The table holds the shell's own routes and every remote's route facts (jest/setup-routes.ts sets
// them as the shell does at start).

const anonymous: GuardSession = { authenticated: false, providerConnected: false, userType: 0 };
const loggedIn: GuardSession = { authenticated: true, providerConnected: false, userType: 0 };
const connected: GuardSession = { authenticated: true, providerConnected: true, userType: 0 };
const metricsStaff: GuardSession = { ...connected, userType: 2 };
const broadcastStaff: GuardSession = { ...connected, userType: 4 };
const allStaff: GuardSession = { ...connected, userType: 6 };

const go = (pathname: string, session: GuardSession, search = '') => guardRoute({ pathname, search }, session);
const target = (pathname: string, session: GuardSession, search = '') =>
  go(pathname, session, search)?.redirect ?? null;

const PUBLIC = ['/', '/login', '/signup', '/forgot-password', '/change-password', '/forgot-username'];
const OPEN = ['/terms', '/privacy-policy'];
const PRIVATE = [
  '/discover',
  '/myfeed',
  '/post',
  '/post/tracks',
  '/post/playlist/37i9dQZF1DXcBWIGoYBM5M',
  '/profile',
  '/profile/jane',
  '/clubs',
  '/clubs/12',
  '/notifications',
  '/messages',
  '/messages/4',
  '/messages/new',
  '/messages/4/settings',
  '/search',
];
const STAFF: Array<[string, number]> = [
  ['/metrics', 2],
  ['/broadcast-message', 4],
  ['/send-all-message', 4],
];
const SPEC_ROUTE_NAMES = [
  'welcome',
  'login',
  'signup',
  'forgot_password',
  'change_password',
  'forgot_username',
  'terms',
  'privacy_policy',
  'authorize_spotify',
  'discover',
  'myfeed',
  'post',
  'post_tracks',
  'post_playlist',
  'profile_posts',
  'user_posts',
  'all_clubs',
  'club_posts',
  'notifications',
  'messages',
  'message_box',
  'message_settings',
  'search',
  'metrics',
  'broadcast_message',
  'send_all_message',
];
const UNMATCHED = ['/nope', '/discover/extra', '/post/playlist', '/messages/4/settings/more', '/loginx', '/terms/x'];

describe('route table', () => {
  it('holds every route of both spec parts once', () => {
    const paths = routeTable().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(
      routeTable()
        .map((r) => r.name)
        .sort(),
    ).toEqual(SPEC_ROUTE_NAMES.sort());
    expect(routesWith('public').map((r) => r.path)).toEqual(PUBLIC);
    expect(routesWith('everyone').map((r) => r.path)).toEqual(OPEN);
    expect(routesWith('authenticated').map((r) => r.path)).toEqual(['/authorize-spotify']);
  });

  it.each([
    ['/post/playlist/abc', 'post_playlist', { id: 'abc' }],
    ['/profile/jane%20doe', 'user_posts', { username: 'jane doe' }],
    ['/profile/jane/followers', 'user_posts', { username: 'jane' }],
    ['/clubs/7/curators', 'club_posts', { id: '7' }],
    ['/messages/9/settings', 'message_settings', { id: '9' }],
    ['/discover/', 'discover', {}],
    ['//discover//', 'discover', {}],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toMatchObject({ route: { name }, params });
  });
});

describe('rule 1: unmatched paths go to signup', () => {
  it.each(UNMATCHED)('%s -> /signup when anonymous', (path) => {
    expect(go(path, anonymous)).toEqual({ redirect: '/signup' });
  });
  it.each(UNMATCHED)('%s -> the landing page when logged in (signup would send them on)', (path) => {
    expect(target(path, connected)).toBe('/discover');
    expect(target(path, loggedIn)).toBe('/authorize-spotify');
  });
});

describe('rule 2: anonymous access to a protected route goes to login with next', () => {
  it.each([...PRIVATE, ...STAFF.map(([p]) => p), '/authorize-spotify'])('%s', (path) => {
    const result = go(path, anonymous);
    const next = { path, query: {} };
    expect(result).toEqual({ redirect: `/login?next=${encodeURIComponent(JSON.stringify(next))}`, storeNext: next });
  });

  it('keeps the query of the intended page', () => {
    const result = go('/discover/', anonymous, '?share_post=42');
    expect(result?.storeNext).toEqual({ path: '/discover/', query: { share_post: '42' } });
    const url = new URL(result!.redirect, 'http://x');
    expect(url.pathname).toBe('/login');
    expect(JSON.parse(url.searchParams.get('next')!)).toEqual({ path: '/discover/', query: { share_post: '42' } });
  });

  it.each([...PUBLIC, ...OPEN])('%s stays open to anonymous visitors', (path) => {
    expect(go(path, anonymous)).toBeNull();
  });
});

describe('rule 3: lacking permission goes to discover', () => {
  it.each(STAFF)('%s needs bit %d', (path, bit) => {
    expect(target(path, connected)).toBe('/discover');
    expect(target(path, { ...connected, userType: bit })).toBeNull();
    expect(target(path, allStaff)).toBeNull();
  });
  it('each bit opens only its routes', () => {
    expect(target('/metrics', broadcastStaff)).toBe('/discover');
    expect(target('/broadcast-message', metricsStaff)).toBe('/discover');
    expect(target('/send-all-message', metricsStaff)).toBe('/discover');
    expect(target('/metrics', { ...connected, userType: 1 | 8 })).toBe('/discover');
  });
  it('a staff user without a connection still goes to authorize_spotify', () => {
    expect(target('/metrics', { ...loggedIn, userType: 2 })).toBe('/authorize-spotify');
    expect(target('/metrics', loggedIn)).toBe('/authorize-spotify');
  });
});

describe('rule 4: without a streaming connection go to authorize_spotify', () => {
  it.each(PRIVATE)('%s', (path) => {
    expect(target(path, loggedIn)).toBe('/authorize-spotify');
    expect(target(path, connected)).toBeNull();
  });
  it('authorize_spotify itself, terms and privacy stay reachable', () => {
    for (const path of ['/authorize-spotify', '/authorize-spotify/', ...OPEN]) {
      expect(target(path, loggedIn)).toBeNull();
      expect(target(path, connected)).toBeNull();
    }
  });
  it('authorize_spotify keeps its code and state query', () => {
    expect(target('/authorize-spotify', loggedIn, '?code=abc&state=xyz')).toBeNull();
  });
});

describe('rule 5: logged-in users on a public page go on to the app', () => {
  it.each(PUBLIC)('%s', (path) => {
    expect(go(path, connected)).toEqual({ redirect: '/discover' });
    expect(go(path, loggedIn)).toEqual({ redirect: '/authorize-spotify' });
    expect(go(`${path}/`.replace('//', '/'), connected)).toEqual({ redirect: '/discover' });
  });
});

describe('terms and privacy', () => {
  it.each(OPEN)('%s is reachable by everyone', (path) => {
    for (const session of [anonymous, loggedIn, connected, allStaff]) expect(go(path, session)).toBeNull();
  });
});

describe('trailing slashes', () => {
  it.each(['/discover/', '/clubs/', '/post/tracks/', '/profile/jane/'])('%s is the same route', (path) => {
    expect(target(path, connected)).toBeNull();
    expect(target(path, loggedIn)).toBe('/authorize-spotify');
  });
});

describe('hasStaffAccess', () => {
  it.each([
    [0, 2, false],
    [2, 2, true],
    [4, 2, false],
    [6, 2, true],
    [3, 2, true],
    [0, 4, false],
    [4, 4, true],
    [2, 4, false],
    [6, 4, true],
    [12, 4, true],
  ] as const)('user_type %d, bit %d -> %s', (userType, bit, expected) => {
    expect(hasStaffAccess(userType, bit)).toBe(expected);
  });
});

describe('canBroadcastPost', () => {
  it.each([
    [4, 2, true],
    [6, 2, true],
    [2, 2, false],
    [0, 2, false],
    [4, 1, false],
  ] as const)('user_type %d, post_type %d -> %s', (user_type, post_type, expected) => {
    expect(canBroadcastPost({ post_type }, { user_type })).toBe(expected);
  });

  it('never for nobody signed in', () => {
    expect(canBroadcastPost({ post_type: 2 }, null)).toBe(false);
  });
});
