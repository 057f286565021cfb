import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBackendVersion } from '@upclub/shared/api';
import { setUnreadCounts } from '@upclub/shared/bus';
import { Chrome } from './Chrome';
import { ChromeApp } from './ChromeApp';
import { setWindowWidth } from './testing/routerHarness';

jest.mock('@upclub/shared/api', () => ({
  getBackendVersion: jest.fn(),
}));
jest.mock('../auth/signOut', () => ({ signOut: jest.fn() }), { virtual: true });

const sidebarWidth = () => document.documentElement.style.getPropertyValue('--uc-sidebar-width');

/** Renders the chrome and lets the first count and version answers land. */
async function renderChrome(path = '/discover') {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Chrome />
    </MemoryRouter>,
  );
  await act(async () => undefined);
  return view;
}

beforeEach(() => {
  jest.mocked(getBackendVersion).mockResolvedValue({ version: '2.0.0' });
  setUnreadCounts({ notifications: 0, message_notifications: 0 });
  setWindowWidth(1440);
});

describe('Chrome', () => {
  it('renders the side menu and the header', async () => {
    await renderChrome();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search posts and users' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('publishes the menu width and the private class while mounted', async () => {
    const { unmount } = await renderChrome();
    expect(sidebarWidth()).toBe('240px');
    expect(document.documentElement.style.getPropertyValue('--uc-header-height')).toBe('64px');
    expect(document.body).toHaveClass('uc-private');
    unmount();
    expect(sidebarWidth()).toBe('');
    expect(document.body).not.toHaveClass('uc-private');
  });

  it('collapses at a window width of 768 or below and opens again above it', async () => {
    await renderChrome();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();

    act(() => setWindowWidth(768));
    expect(sidebarWidth()).toBe('78px');
    expect(screen.queryByRole('button', { name: /(Collapse|Expand) menu/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('title', 'Discover');

    act(() => setWindowWidth(769));
    expect(sidebarWidth()).toBe('240px');
  });

  it('starts collapsed in a narrow window', async () => {
    setWindowWidth(700);
    await renderChrome();
    expect(sidebarWidth()).toBe('78px');
  });

  it('collapses and expands with the toggle in a wide window', async () => {
    await renderChrome();
    act(() => screen.getByRole('button', { name: 'Collapse menu' }).click());
    expect(sidebarWidth()).toBe('78px');
    act(() => screen.getByRole('button', { name: 'Expand menu' }).click());
    expect(sidebarWidth()).toBe('240px');
  });
});

describe('ChromeApp', () => {
  it('brings its own router', async () => {
    window.history.pushState({}, '', '/clubs/4');
    render(<ChromeApp />);
    await act(async () => undefined);
    expect(screen.getByRole('link', { name: 'Clubs' })).toHaveAttribute('aria-current', 'page');
    window.history.pushState({}, '', '/');
  });
});
