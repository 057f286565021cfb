import { aMessage } from '@upclub/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getUnreadCounts, onReloadContent, setUnreadCounts } from '@upclub/shared/bus';
import { applyLiveEvent } from '../../live/liveSession';
import { renderAt } from '../testing/routerHarness';
import { SideMenu, type SideMenuProps } from './SideMenu';

const open: SideMenuProps = { collapsed: false, narrow: false, width: 240, onToggle: () => undefined };

const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => setUnreadCounts({ notifications: 0, message_notifications: 0 }));

describe('SideMenu', () => {
  it('shows the items with icons and labels, and a Post button', () => {
    renderAt('/discover', <SideMenu {...open} />);
    for (const name of ['Discover', 'Notifications', 'Messages', 'Clubs', 'Profile']) {
      expect(menuLink(name)).toBeVisible();
      expect(menuLink(name).querySelector('svg')).not.toBeNull();
    }
    expect(menuLink('Clubs')).toHaveAttribute('href', '/clubs');
    expect(menuLink('Profile')).toHaveAttribute('href', '/profile');
    expect(menuLink('Post')).toHaveAttribute('href', '/post');
  });

  it.each([
    ['/discover', 'Discover'],
    ['/myfeed', 'Discover'],
    ['/notifications', 'Notifications'],
    ['/messages/3', 'Messages'],
    ['/clubs/9', 'Clubs'],
    ['/profile/alice', 'Profile'],
  ])('marks the active item for %s', (path, active) => {
    renderAt(path, <SideMenu {...open} />);
    for (const name of ['Discover', 'Notifications', 'Messages', 'Clubs', 'Profile']) {
      if (name === active) expect(menuLink(name)).toHaveAttribute('aria-current', 'page');
      else expect(menuLink(name)).not.toHaveAttribute('aria-current');
    }
  });

  it('shows an alert marker only while a count is above 0', () => {
    renderAt('/discover', <SideMenu {...open} />);
    expect(screen.queryAllByTestId('alert-marker')).toHaveLength(0);

    act(() => setUnreadCounts({ notifications: 2, message_notifications: 0 }));
    expect(within(menuLink('Notifications')).getByTestId('alert-marker')).toBeInTheDocument();
    expect(within(menuLink('Messages')).queryByTestId('alert-marker')).toBeNull();
    expect(menuLink('Notifications')).toHaveAccessibleDescription('Unread');

    act(() => setUnreadCounts({ notifications: 0, message_notifications: 5 }));
    expect(within(menuLink('Notifications')).queryByTestId('alert-marker')).toBeNull();
    expect(within(menuLink('Messages')).getByTestId('alert-marker')).toBeInTheDocument();
  });

  it('raises the markers at once from live events, without reloading', () => {
    renderAt('/discover', <SideMenu {...open} />);
    act(() => applyLiveEvent({ type: 'counts', data: { notifications: 1, message_notifications: 0 } }));
    expect(within(menuLink('Notifications')).getByTestId('alert-marker')).toBeInTheDocument();
    act(() =>
      applyLiveEvent({
        type: 'message',
        data: { messagethread: 1, message: aMessage(1, 1), counts: { notifications: 1, message_notifications: 1 } },
      }),
    );
    expect(within(menuLink('Messages')).getByTestId('alert-marker')).toBeInTheDocument();
  });

  it('opening Notifications resets its count to 0 and keeps the messages count', async () => {
    setUnreadCounts({ notifications: 4, message_notifications: 2 });
    renderAt('/discover', <SideMenu {...open} />);
    await userEvent.click(menuLink('Notifications'));
    expect(location()).toBe('/notifications');
    expect(getUnreadCounts()).toEqual({ notifications: 0, message_notifications: 2 });
    expect(within(menuLink('Notifications')).queryByTestId('alert-marker')).toBeNull();
  });

  it('resets the notifications count when the page is opened by its address', () => {
    setUnreadCounts({ notifications: 4, message_notifications: 0 });
    renderAt('/notifications', <SideMenu {...open} />);
    expect(getUnreadCounts().notifications).toBe(0);
  });

  it('clicking the item of the page already shown reloads the content instead of navigating', async () => {
    const reloads: string[] = [];
    const stop = onReloadContent(({ path }) => reloads.push(path));
    renderAt('/clubs/', <SideMenu {...open} />);
    await userEvent.click(menuLink('Clubs'));
    expect(reloads).toEqual(['/clubs']);
    expect(location()).toBe('/clubs/');
    stop();
  });

  it('navigates from a sub-page of the active section to the item page', async () => {
    const reloads: string[] = [];
    const stop = onReloadContent(({ path }) => reloads.push(path));
    renderAt('/clubs/7', <SideMenu {...open} />);
    await userEvent.click(menuLink('Clubs'));
    expect(location()).toBe('/clubs');
    expect(reloads).toEqual([]);
    stop();
  });

  it('navigates to another item', async () => {
    renderAt('/discover', <SideMenu {...open} />);
    await userEvent.click(menuLink('Profile'));
    expect(location()).toBe('/profile');
    await userEvent.click(menuLink('Post'));
    expect(location()).toBe('/post');
  });

  it('hides labels when collapsed but keeps the accessible names', () => {
    renderAt('/discover', <SideMenu {...open} collapsed width={78} />);
    expect(menuLink('Discover')).toHaveAttribute('title', 'Discover');
    expect(menuLink('Post')).toBeInTheDocument();
  });

  it('offers a toggle only when the window is wide', async () => {
    const onToggle = jest.fn();
    const { unmount } = renderAt('/discover', <SideMenu {...open} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(onToggle).toHaveBeenCalled();
    unmount();

    renderAt('/discover', <SideMenu {...open} narrow collapsed width={78} />);
    expect(screen.queryByRole('button', { name: /menu/ })).toBeNull();
  });
});
