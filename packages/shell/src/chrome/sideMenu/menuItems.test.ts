import { Bell, Circle, Compass } from 'lucide-react';
import { remoteRoutes, remoteRoutesSchema } from '@upclub/shared/guard';
import { activeItemFor, isCurrentPage, menuItemsOf } from './menuItems';

// jest/setup-routes.ts installs the route facts of this repository's remotes, as the shell does at start.
describe('menu items', () => {
  it('lists the spec items in order with their routes, from the remotes’ route facts', () => {
    expect(menuItemsOf().map((item) => [item.label, item.path, item.route])).toEqual([
      ['Discover', '/discover', 'discover'],
      ['Notifications', '/notifications', 'notifications'],
      ['Messages', '/messages', 'messages'],
      ['Clubs', '/clubs', 'all_clubs'],
      ['Profile', '/profile', 'profile_posts'],
    ]);
  });

  it('gives each item the icon and the unread count its facts name', () => {
    const [discover, notifications, messages] = menuItemsOf();
    expect(discover!.icon).toBe(Compass);
    expect(notifications!.icon).toBe(Bell);
    expect(notifications!.countKey).toBe('notifications');
    expect(messages!.countKey).toBe('message_notifications');
    expect(discover!.countKey).toBeUndefined();
  });

  it.each([
    ['/discover', 'discover'],
    ['/discover/', 'discover'],
    ['/myfeed', 'discover'],
    ['/notifications', 'notifications'],
    ['/messages', 'messages'],
    ['/messages/12', 'messages'],
    ['/messages/new/settings', 'messages'],
    ['/clubs', 'all_clubs'],
    ['/clubs/', 'all_clubs'],
    ['/notifications/', 'notifications'],
    ['/messages/', 'messages'],
    ['/messages/12/', 'messages'],
    ['/myfeed/', 'discover'],
    ['/profile/', 'profile_posts'],
    ['/profile/alice/likes/', 'profile_posts'],
    ['/clubs/7/followers', 'all_clubs'],
    ['/profile', 'profile_posts'],
    ['/profile/alice/likes', 'profile_posts'],
    ['/post', null],
    ['/search', null],
    ['/metrics', null],
    ['/profiles', null],
    ['/discovery', null],
  ])('%s -> %s', (path, key) => {
    expect(activeItemFor(path)).toBe(key);
  });

  it('knows when an item would open the page already shown', () => {
    const clubs = menuItemsOf().find((item) => item.label === 'Clubs')!;
    expect(isCurrentPage(clubs, '/clubs/')).toBe(true);
    expect(isCurrentPage(clubs, '/clubs/7')).toBe(false);
    expect(isCurrentPage(clubs, '/clubs//')).toBe(true);
  });

  it('places a new remote’s item by its order, with a plain icon for a name the shell does not know', () => {
    const events = remoteRoutesSchema.parse({
      name: 'events',
      label: 'Events',
      routes: [{ name: 'events', path: '/events', menu: { label: 'Events', icon: 'calendar-days', order: 35 } }],
    });
    const withEvents = menuItemsOf([...remoteRoutes(), events]);
    expect(withEvents.map((item) => item.label)).toEqual([
      'Discover',
      'Notifications',
      'Messages',
      'Events',
      'Clubs',
      'Profile',
    ]);
    expect(withEvents[3]!.icon).toBe(Circle);
    expect(activeItemFor('/events/3', withEvents)).toBe('events');
  });
});
