import { MENU_ITEMS, activeItemFor, isCurrentPage, normalizePath } from './menuItems';

describe('menu items', () => {
  it('lists the spec items in order with their routes', () => {
    expect(MENU_ITEMS.map((item) => [item.label, item.path, item.route])).toEqual([
      ['Discover', '/discover', 'discover'],
      ['Notifications', '/notifications', 'notifications'],
      ['Messages', '/messages', 'messages'],
      ['Clubs', '/clubs', 'all_clubs'],
      ['Profile', '/profile', 'profile_posts'],
    ]);
  });

  it.each([
    ['/discover', 'discover'],
    ['/discover/', 'discover'],
    ['/myfeed', 'discover'],
    ['/notifications', 'notifications'],
    ['/messages', 'messages'],
    ['/messages/12', 'messages'],
    ['/messages/new/settings', 'messages'],
    ['/clubs/', 'clubs'],
    ['/clubs/7/followers', 'clubs'],
    ['/profile', 'profile'],
    ['/profile/alice/likes', 'profile'],
    ['/post', null],
    ['/search', null],
    ['/metrics', null],
    ['/profiles', null],
    ['/discovery', null],
  ])('%s -> %s', (path, key) => {
    expect(activeItemFor(path)).toBe(key);
  });

  it('knows when an item would open the page already shown', () => {
    const clubs = MENU_ITEMS.find((item) => item.key === 'clubs')!;
    expect(isCurrentPage(clubs, '/clubs/')).toBe(true);
    expect(isCurrentPage(clubs, '/clubs/7')).toBe(false);
    expect(normalizePath('/')).toBe('/');
  });
});
