import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { onOverlayRequest, setCurrentUser, type OverlayRequest } from '@upclub/shared/bus';
import { aUser } from '@upclub/shared/testing';
import { signOut } from '../../auth/signOut';
import { renderAt } from '../testing/routerHarness';
import { Header } from './Header';
import { searchPathFor } from './SearchBox';

jest.mock('../../auth/signOut', () => ({ signOut: jest.fn(() => Promise.resolve()) }), { virtual: true });

const user = (user_type = 0) => aUser({ last_name: 'Lovelace', user_type });

const location = () => screen.getByTestId('location').textContent;
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

beforeEach(() => act(() => setCurrentUser(user())));
afterAll(() => setCurrentUser(null));

describe('Header search', () => {
  it('has the expanding search box of the spec', () => {
    renderAt('/discover', <Header offsetLeft={240} />);
    const box = screen.getByRole('searchbox', { name: 'Search posts and users' });
    expect(box).toHaveAttribute('placeholder', 'Search posts and users');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('opens /search?query=<text> on Enter', async () => {
    renderAt('/discover', <Header offsetLeft={240} />);
    await userEvent.type(screen.getByRole('searchbox'), 'daft punk{Enter}');
    expect(location()).toBe('/search?query=daft+punk');
  });

  it('shows the query of the search page being looked at', () => {
    renderAt('/search?query=jazz', <Header offsetLeft={240} />);
    expect(screen.getByRole('searchbox')).toHaveValue('jazz');
  });

  it('follows the location to another search, and keeps the text on other pages', async () => {
    renderAt(
      '/search?query=jazz',
      <>
        <Header offsetLeft={240} />
        <Link to="/search?query=rock">rock</Link>
        <Link to="/discover">discover</Link>
      </>,
    );
    const box = screen.getByRole('searchbox');
    await userEvent.click(screen.getByRole('link', { name: 'rock' }));
    expect(box).toHaveValue('rock');
    await userEvent.clear(box);
    await userEvent.type(box, 'draft');
    await userEvent.click(screen.getByRole('link', { name: 'discover' }));
    expect(location()).toBe('/discover');
    expect(box).toHaveValue('draft');
  });

  it('encodes the query and opens the plain page for an empty one', () => {
    expect(searchPathFor('  rock & roll ')).toBe('/search?query=rock+%26+roll');
    expect(searchPathFor('   ')).toBe('/search');
  });
});

describe('Header add song', () => {
  it("has an icon button named 'Add a song' that opens the song search in post mode", async () => {
    const requests: OverlayRequest[] = [];
    const stop = onOverlayRequest((request) => requests.push(request));
    renderAt('/discover', <Header offsetLeft={240} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a song' }));
    expect(requests).toEqual([{ type: 'songSearch', mode: 'post' }]);
    expect(location()).toBe('/discover');
    stop();
  });
});

describe('Header avatar menu', () => {
  it.each([
    [0, ['View profile', 'Sign out']],
    [2, ['View profile', 'View app metrics', 'Sign out']],
    [4, ['View profile', 'Broadcast message', 'Send message to all', 'Sign out']],
    [6, ['View profile', 'View app metrics', 'Broadcast message', 'Send message to all', 'Sign out']],
  ])('user_type %i shows %j', async (userType, expected) => {
    act(() => setCurrentUser(user(userType)));
    renderAt('/discover', <Header offsetLeft={240} />);
    await openMenu();
    expect(menuItems()).toEqual(expected);
  });

  it('shows who is signed in', async () => {
    renderAt('/discover', <Header offsetLeft={240} />);
    await openMenu();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
  });

  it.each([
    ['View profile', '/profile'],
    ['View app metrics', '/metrics'],
    ['Broadcast message', '/broadcast-message'],
    ['Send message to all', '/send-all-message'],
  ])('%s opens %s', async (name, path) => {
    act(() => setCurrentUser(user(6)));
    renderAt('/discover', <Header offsetLeft={240} />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name }));
    expect(location()).toBe(path);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Sign out calls signOut', async () => {
    renderAt('/discover', <Header offsetLeft={240} />);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard', async () => {
    renderAt('/discover', <Header offsetLeft={240} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'View profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(location()).toBe('/profile');
  });

  it('closes on a click outside', async () => {
    renderAt('/discover', <Header offsetLeft={240} />);
    await openMenu();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
