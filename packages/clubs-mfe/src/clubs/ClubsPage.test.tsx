/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createClub,
  followClub,
  getAllClubs,
  getAllFollowedClubs,
  getAllOwnedAndCuratedClubs,
  leaveClub,
  requestToCurate,
} from '@upclub/shared/api';
import { aClub, httpError, paged } from '@upclub/shared/testing';
import { axeViolations } from '@upclub/shared/testing';
import { collectNotices } from '../testing/bus';
import { ME_ID, curator } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getAllClubs: jest.fn(),
  getAllOwnedAndCuratedClubs: jest.fn(),
  getAllFollowedClubs: jest.fn(),
  getClub: jest.fn(() => new Promise(() => undefined)),
  createClub: jest.fn(),
  followClub: jest.fn(),
  unfollowClub: jest.fn(),
  requestToCurate: jest.fn(),
  leaveClub: jest.fn(),
}));
const all = jest.mocked(getAllClubs);
const owned = jest.mocked(getAllOwnedAndCuratedClubs);
const followed = jest.mocked(getAllFollowedClubs);

const cardNames = (name: string, level = 2) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('heading', { level })
    .map((h) => h.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  all.mockImplementation(async (query = {}) =>
    paged([aClub(1, { club_name: `Jazz ${query.category}` }), aClub(2, { club_name: 'Rock' })]),
  );
});

describe('All Clubs', () => {
  it.each([
    ['/clubs/', 'All Clubs'],
    ['/clubs/my-clubs/', 'My Clubs'],
  ])('marks the shown tab on %s, trailing slash and all (the spec writes /clubs/)', async (path, tab) => {
    await renderApp(path);
    const tabs = screen.getByRole('navigation', { name: 'Clubs' });
    expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  });

  it('lists every club, Most Popular first, under the tabs, with no axe violations', async () => {
    await renderApp('/clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'All Clubs' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Clubs' });
    expect(within(tabs).getByRole('link', { name: 'All Clubs' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'My Clubs' })).toHaveAttribute('href', '/clubs/my-clubs');
    await waitFor(() => expect(cardNames('All Clubs')).toEqual(['Jazz mostpopular', 'Rock']));
    expect(all).toHaveBeenCalledWith({ searchstring: '', category: 'mostpopular' }, null);
    expect(screen.getByRole('button', { name: 'Create Club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jazz mostpopular' })).toHaveAttribute('href', '/clubs/1');
    expect(await axeViolations()).toEqual([]);
  });

  it("searches 'Find club' after a 600 ms pause and says 'No Clubs Found'", async () => {
    await renderApp('/clubs');
    await screen.findByRole('heading', { name: 'Rock' });
    all.mockResolvedValue(paged([]));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find club' }), 'zzz');
    expect(screen.getByPlaceholderText('Find club')).toHaveValue('zzz');
    expect(all).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No Clubs Found', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(all).toHaveBeenLastCalledWith({ searchstring: 'zzz', category: 'mostpopular' }, null);
    expect(all).toHaveBeenCalledTimes(2);
  });

  it("sorts with 'Sort Feed By:' Alphabetical, Recently Added, Most Popular", async () => {
    await renderApp('/clubs');
    await screen.findByRole('heading', { name: 'Rock' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort Feed By: Most Popular' }));
    const menu = screen.getByRole('menu', { name: 'Sort Feed By:' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Alphabetical', 'Recently Added', 'Most Popular']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Alphabetical' }));
    expect(await screen.findByRole('heading', { name: 'Jazz alphabetical' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort Feed By: Alphabetical' })).toBeInTheDocument();
  });

  it("says 'Oops! There's nothing here yet!' with Create a Club and Find Clubs when there are none", async () => {
    all.mockResolvedValue(paged([]));
    await renderApp('/clubs');
    expect(await screen.findByRole('heading', { name: "Oops! There's nothing here yet!" })).toBeInTheDocument();
    expect(screen.getByText('Create or find clubs using the buttons below.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find Clubs' }));
    expect(screen.getByRole('searchbox', { name: 'Find club' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Create a Club' }));
    expect(await screen.findByRole('dialog', { name: 'Create Club' })).toBeInTheDocument();
  });

  it('ends a failed list with Retry, which loads it again', async () => {
    all.mockRejectedValueOnce(httpError(500));
    await renderApp('/clubs');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Rock' })).toBeInTheDocument();
  });
});

describe('My Clubs', () => {
  const five = (base: number) => [1, 2, 3, 4, 5, 6].map((n) => aClub(base + n));

  it("shows 'Owner & Curator' and 'Following', 5 each, with See More at 5 or more", async () => {
    owned.mockResolvedValue(paged(five(10), null, 6));
    followed.mockResolvedValue(paged([aClub(21), aClub(22)], null, 2));
    await renderApp('/clubs/my-clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'My Clubs' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames('Owner & Curator', 3)).toHaveLength(5));
    expect(cardNames('Following', 3)).toEqual(['Club 21', 'Club 22']);
    const seeMore = screen.getAllByRole('link', { name: 'See More' });
    expect(seeMore).toHaveLength(1);
    expect(seeMore[0]).toHaveAttribute('href', '/clubs/owned-clubs');
    expect(owned).toHaveBeenCalledWith({ searchstring: '', category: 'mostpopular' }, null);
    expect(await axeViolations()).toEqual([]);
  });

  it('has the empty state when the user has no clubs; Find Clubs goes to All Clubs with the search focused', async () => {
    owned.mockResolvedValue(paged([]));
    followed.mockResolvedValue(paged([]));
    await renderApp('/clubs/my-clubs');
    await userEvent.click(await screen.findByRole('button', { name: 'Find Clubs' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs$/);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Find club' })).toHaveFocus());
  });

  it('retries a failed section alone', async () => {
    owned.mockRejectedValueOnce(httpError(500)).mockResolvedValue(paged([aClub(11)]));
    followed.mockResolvedValue(paged([aClub(21)]));
    await renderApp('/clubs/my-clubs');
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames('Owner & Curator', 3)).toEqual(['Club 11']));
  });
});

describe('Owner & Curator and Following lists', () => {
  it("have a back arrow to My Clubs and their title; Following has no 'Create Club' and no search", async () => {
    owned.mockResolvedValue(paged([aClub(11)]));
    followed.mockResolvedValue(paged([aClub(21, { followed: true })]));
    const { unmount } = await renderApp('/clubs/owned-clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Owner & Curator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Clubs' })).toHaveAttribute('href', '/clubs/my-clubs');
    expect(screen.getByRole('button', { name: 'Create Club' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find club' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Club 11' });
    expect(await axeViolations()).toEqual([]);
    unmount();

    await renderApp('/clubs/followed-clubs');
    expect(screen.getByRole('heading', { level: 1, name: 'Following' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Club' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    await screen.findByRole('heading', { name: 'Club 21' });
    expect(followed).toHaveBeenCalledWith(null);
  });
});

describe('club card menus by role', () => {
  const menuItems = async (clubName: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `${clubName} options` }));
    return within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
  };

  it('gives the owner Manage Curators and Invite Curators, a curator Leave Club, others Follow and Request to Curate', async () => {
    all.mockResolvedValue(
      paged([
        aClub(1, { club_name: 'Mine', club_owner: ME_ID, is_curator: true }),
        aClub(2, { club_name: 'Curated', is_curator: true }),
        aClub(3, { club_name: 'Other' }),
        aClub(4, { club_name: 'Followed', followed: true }),
        aClub(5, { club_name: 'Asked', followed: true, requested_to_curate: true }),
      ]),
    );
    await renderApp('/clubs');
    expect(await menuItems('Mine')).toEqual(['Manage Curators', 'Invite Curators']);
    await userEvent.keyboard('{Escape}');
    expect(await menuItems('Curated')).toEqual(['Leave Club']);
    await userEvent.keyboard('{Escape}');
    expect(await menuItems('Other')).toEqual(['Follow', 'Request to Curate']);
    await userEvent.keyboard('{Escape}');
    expect(await menuItems('Followed')).toEqual(['Unfollow', 'Request to Curate']);
    await userEvent.keyboard('{Escape}');
    // A request the API says waits for the owner is shown as pending, never offered again.
    expect(await menuItems('Asked')).toEqual(['Unfollow', 'Curator request pending']);
    expect(screen.getByRole('menuitem', { name: 'Curator request pending' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    // Each card says the user's place in the club.
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('Curating')).toBeInTheDocument();
  });

  it('follows at once, with the follower count from the answer', async () => {
    all.mockResolvedValue(paged([aClub(3, { club_name: 'Other', followers: 3 })]));
    let answer!: (value: { club: number; followers: number; followed: boolean }) => void;
    jest.mocked(followClub).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderApp('/clubs');
    await menuItems('Other');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Follow' }));
    expect(followClub).toHaveBeenCalledWith(3);
    expect(await screen.findByText('Following')).toBeInTheDocument();
    answer({ club: 3, followers: 9, followed: true });
    expect(await screen.findByText('9 Followers · 2 Posts')).toBeInTheDocument();
  });

  it('puts the follow back when it fails, saying nothing', async () => {
    const notices = collectNotices();
    all.mockResolvedValue(paged([aClub(3, { club_name: 'Other' })]));
    jest.mocked(followClub).mockRejectedValue(httpError(500));
    await renderApp('/clubs');
    await menuItems('Other');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Follow' }));
    await waitFor(() => expect(followClub).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Following')).toBeNull());
    expect(notices).toEqual([]);
  });

  it("requests to curate ('Sent request to curate club') and leaves a club ('You have successfully left the club')", async () => {
    const notices = collectNotices();
    all.mockResolvedValue(
      paged([aClub(3, { club_name: 'Other' }), aClub(2, { club_name: 'Curated', is_curator: true })]),
    );
    jest
      .mocked(requestToCurate)
      .mockResolvedValue({ ...curator(ME_ID, { is_curator: false }), club: 3, club_name: 'Other' });
    jest.mocked(leaveClub).mockResolvedValue({ club: 2, curators: 1 });
    await renderApp('/clubs');
    await menuItems('Other');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Request to Curate' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'success', text: 'Sent request to curate club' }));
    // The card's menu now shows the request as pending, and a second click sends nothing.
    expect(await menuItems('Other')).toEqual(['Follow', 'Curator request pending']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Curator request pending' }));
    expect(requestToCurate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await menuItems('Curated');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Leave Club' }));
    await waitFor(() =>
      expect(notices).toContainEqual({ kind: 'success', text: 'You have successfully left the club' }),
    );
    expect(leaveClub).toHaveBeenCalledWith(2);
    expect(screen.queryByText('Curating')).toBeNull();
  });
});

describe('Create club', () => {
  it('needs a name, then creates the club and opens it with state=new', async () => {
    const notices = collectNotices();
    jest.mocked(createClub).mockResolvedValue(aClub(9, { club_owner: ME_ID, is_curator: true }));
    await renderApp('/clubs');
    await userEvent.click(screen.getByRole('button', { name: 'Create Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Club' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Club' }));
    expect(within(dialog).getByText('Field required')).toBeInTheDocument();
    expect(createClub).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Club Name' }), '  Night Owls ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/clubs/9?state=new'));
    expect(createClub).toHaveBeenCalledWith('Night Owls');
    expect(notices).toContainEqual({ kind: 'success', text: 'Club successfully created' });
    expect(screen.queryByRole('dialog', { name: 'Create Club' })).toBeNull();
  });

  it("only stops loading when it fails, showing the server's message for the name", async () => {
    jest.mocked(createClub).mockRejectedValue(httpError(400, { club_name: ['Maximum of 150 characters'] }));
    await renderApp('/clubs');
    await userEvent.click(screen.getByRole('button', { name: 'Create Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Club' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Club Name' }), 'Too long');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Club' }));
    expect(await within(dialog).findByText('Maximum of 150 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create Club' })).toBeEnabled();
  });
});
