/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clubSearchUsername,
  getClubCuratorsAndRequests,
  inviteClubCurators,
  removeCuratorFromClub,
  respondToCuratorRequest,
} from '@upclub/shared/api';
import { aClub, httpError, paged } from '@upclub/shared/testing';
import { axeViolations } from '@upclub/shared/testing';
import { collectNotices } from '../testing/bus';
import { OWNER_ID, curator, searchResult } from '../testing/fixtures';
import { renderWithProviders, signIn } from '../testing/renderApp';
import InviteCuratorsModal from './InviteCuratorsModal';
import ManageCuratorsModal from './ManageCuratorsModal';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getClubCuratorsAndRequests: jest.fn(),
  removeCuratorFromClub: jest.fn(),
  respondToCuratorRequest: jest.fn(),
  clubSearchUsername: jest.fn(),
  inviteClubCurators: jest.fn(),
}));
const entries = jest.mocked(getClubCuratorsAndRequests);
const search = jest.mocked(clubSearchUsername);

const theClub = aClub(4, { club_name: 'Night Owls', club_owner: OWNER_ID, is_curator: true, curators: 2 });
const rows = () => within(screen.getByRole('list', { name: 'Curators of Night Owls' })).getAllByRole('listitem');

beforeEach(() => {
  jest.clearAllMocks();
  signIn(OWNER_ID);
  entries.mockResolvedValue([
    curator(OWNER_ID, { username: 'alex', name: 'Alex Doe' }),
    curator(6, { name: 'Kim Park' }),
    curator(7, { name: 'Jo Ray', is_curator: false }),
  ]);
});

describe('Manage Curators', () => {
  it('shows the owner as Admin, the others as Curator or Request to Curate, with no axe violations', async () => {
    renderWithProviders(<ManageCuratorsModal club={theClub} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Manage Curators' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [owner, kim, jo] = rows();
    expect(within(owner).getByText('Admin')).toBeInTheDocument();
    expect(within(owner).queryByRole('button')).toBeNull();
    expect(within(kim).getByRole('button', { name: 'Curator: user6' })).toBeInTheDocument();
    expect(within(jo).getByRole('button', { name: 'Request to Curate: user7' })).toBeInTheDocument();
    expect(entries).toHaveBeenCalledWith(4);
    expect(await axeViolations()).toEqual([]);
  });

  it('removes a curator', async () => {
    const notices = collectNotices();
    jest.mocked(removeCuratorFromClub).mockResolvedValue({ club: 4, curators: 1 });
    renderWithProviders(<ManageCuratorsModal club={theClub} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Curator: user6' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(removeCuratorFromClub).toHaveBeenCalledWith(106);
    expect(notices).toContainEqual({ kind: 'success', text: 'Kim Park is removed as a curator of Night Owls' });
  });

  it('accepts a request (the entry becomes a curator) and declines another (the entry goes)', async () => {
    const notices = collectNotices();
    entries.mockResolvedValue([
      curator(OWNER_ID),
      curator(7, { name: 'Jo Ray', is_curator: false }),
      curator(8, { is_curator: false }),
    ]);
    jest.mocked(respondToCuratorRequest).mockImplementation(async (id, state) => ({
      ...curator(id - 100, { is_curator: state === 2 }),
      club: 4,
      club_name: 'Night Owls',
      curatorrequest: id,
      curatorinviterequeststate: state,
      curators: 2,
    }));
    renderWithProviders(<ManageCuratorsModal club={theClub} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request to Curate: user7' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Curator: user7' })).toBeInTheDocument();
    expect(respondToCuratorRequest).toHaveBeenCalledWith(107, 2);
    expect(notices).toContainEqual({ kind: 'success', text: 'Jo Ray is now a curator of Night Owls' });

    await userEvent.click(screen.getByRole('button', { name: 'Request to Curate: user8' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Decline' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(respondToCuratorRequest).toHaveBeenLastCalledWith(108, 1);
    expect(notices).toContainEqual({
      kind: 'success',
      text: "You had just declined user8's request to curate Night Owls",
    });
  });

  it("says the server's message when a change fails", async () => {
    const notices = collectNotices();
    jest
      .mocked(removeCuratorFromClub)
      .mockRejectedValue(httpError(403, { detail: 'You do not have permission to perform this action.' }));
    renderWithProviders(<ManageCuratorsModal club={theClub} onClose={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Curator: user6' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Remove' }));
    await waitFor(() =>
      expect(notices).toContainEqual({ kind: 'error', text: 'You do not have permission to perform this action.' }),
    );
    expect(rows()).toHaveLength(3);
  });

  it("has 'No curators found' for an empty list and Retry after a failure", async () => {
    entries.mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce([]);
    renderWithProviders(<ManageCuratorsModal club={theClub} onClose={jest.fn()} />);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No curators found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Invite Curators', () => {
  beforeEach(() => {
    search.mockResolvedValue(
      paged([
        searchResult(6, { is_curator: true, curator: 106 }),
        searchResult(9, { is_invited: true }),
        searchResult(10, { name: 'Max Moe' }),
        searchResult(11),
      ]),
    );
  });

  it('searches users after a pause, shows curators and invited users disabled, and invites the ticked ones', async () => {
    const notices = collectNotices();
    const onClose = jest.fn();
    jest.mocked(inviteClubCurators).mockResolvedValue({ club: 4, club_name: 'Night Owls', invitedusers: [10, 11] });
    renderWithProviders(<InviteCuratorsModal club={theClub} onClose={onClose} />);
    expect(screen.getByText('Type a name to find people.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search user' }), 'us');
    expect(search).not.toHaveBeenCalled();
    const max = await screen.findByRole('checkbox', { name: /Max Moe/ }, { timeout: 2000 });
    expect(search).toHaveBeenCalledWith(4, 'us', null);
    expect(screen.getByRole('checkbox', { name: /User 6/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /User 6/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /User 9 @user9 Invited/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invite Curators' })).toBeDisabled();
    await userEvent.click(max);
    await userEvent.click(screen.getByRole('checkbox', { name: /User 11/ }));
    expect(within(screen.getByRole('list', { name: 'Chosen users' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Invite Curators' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(inviteClubCurators).toHaveBeenCalledWith(4, [10, 11]);
    expect(notices).toContainEqual({ kind: 'success', text: 'Invite to curate Night Owls sent' });
  });

  it("warns 'Exceed Limit' when the ticked plus the disabled would reach 25", async () => {
    // 20 curators and 1 invited user: 3 more can be ticked, not a 4th.
    entries.mockResolvedValue(Array.from({ length: 20 }, (_, i) => curator(50 + i)));
    search.mockResolvedValue(
      paged([searchResult(9, { is_invited: true }), ...[10, 11, 12, 13].map((id) => searchResult(id))]),
    );
    renderWithProviders(<InviteCuratorsModal club={theClub} onClose={jest.fn()} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search user' }), 'u');
    await screen.findByRole('checkbox', { name: /User 13/ }, { timeout: 2000 });
    await waitFor(() => expect(entries).toHaveBeenCalled());
    for (const id of [10, 11, 12])
      await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(`User ${id}`) }));
    await userEvent.click(screen.getByRole('checkbox', { name: /User 13/ }));
    const warning = screen.getByRole('dialog', { name: 'Exceed Limit' });
    expect(within(warning).getByText('You cannot add more that 25 users')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /User 13/ })).not.toBeChecked();
    // Escape closes the warning only.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Exceed Limit' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Invite Curators' })).toBeInTheDocument();
  });

  it("says 'No user found' when nobody matches", async () => {
    search.mockResolvedValue(paged([]));
    renderWithProviders(<InviteCuratorsModal club={theClub} onClose={jest.fn()} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search user' }), 'zz');
    expect(await screen.findByText('No user found', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
