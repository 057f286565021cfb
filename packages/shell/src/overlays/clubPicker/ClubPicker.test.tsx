import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createClub, getAllOwnedAndCuratedClubs, postSong } from '@upclub/shared/api';
import { onNotice, onPostCreated, setCurrentUser, type ClubPickerPost, type Notice } from '@upclub/shared/bus';
import { aClub, aUser, paged } from '@upclub/shared/testing';
import type { Club, SongPost } from '@upclub/shared/types';
import { AFTER_DEBOUNCE, aSongPost, aTrack, renderWithQuery } from '../songSearch/testing';
import { ClubPicker } from './ClubPicker';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  createClub: jest.fn(),
  getAllOwnedAndCuratedClubs: jest.fn(),
  postSong: jest.fn(),
}));

const listClubs = jest.mocked(getAllOwnedAndCuratedClubs);
const create = jest.mocked(createClub);
const post = jest.mocked(postSong);

const ME = 7;
/** A club the signed-in user (ada) owns, or curates when another user owns it. */
const club = (id: number, club_name: string, owner = ME): Club =>
  aClub(id, {
    club_name,
    club_description: '',
    club_owner: owner,
    club_owner_name: 'Ada Lovelace',
    club_owner_username: 'ada',
    followers: 0,
    posts: 0,
    is_curator: true,
  });
const jazz = club(1, 'Late Night Jazz');
const cityPop = club(2, 'City Pop Revival', 9);

const song: ClubPickerPost = { track: aTrack('t1', 'One More Time'), comment: 'Listen @ada', mentions: [ME] };

/** A refused post, as the API answers a user who does not curate the club. */
const refused = (status: number, detail: string) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    data: { detail },
    statusText: 'Forbidden',
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);

let notices: Notice[];
let created: SongPost[];
let stops: Array<() => void>;
beforeEach(() => {
  jest.clearAllMocks();
  notices = [];
  created = [];
  stops = [onNotice((n) => notices.push(n)), onPostCreated((p) => created.push(p))];
  act(() => setCurrentUser(aUser({ upclubuser: ME })));
  listClubs.mockImplementation(async ({ searchstring } = {}) =>
    paged(
      [jazz, cityPop].filter((c) => !searchstring || c.club_name.toLowerCase().includes(searchstring.toLowerCase())),
    ),
  );
});
afterEach(() => stops.forEach((stop) => stop()));
afterAll(() => setCurrentUser(null));

// The story helpers: what a user sees and does in the picker.
const UI = {
  open() {
    const onClose = jest.fn();
    renderWithQuery(<ClubPicker post={song} onClose={onClose} />);
    return { onClose };
  },
  dialog: () => screen.getByRole('dialog', { name: 'Share to Club' }),
  search: () => screen.getByRole('searchbox', { name: 'Find Club' }),
  /** Each row's club name and role, as its button reads them (the avatar is decorative). */
  clubNames: () =>
    within(screen.getByRole('list', { name: 'Your clubs' }))
      .getAllByRole('button')
      .map((b) => [...b.querySelectorAll(':scope > :not([aria-hidden]) > span')].map((s) => s.textContent).join(' · ')),
  club: (name: string) => screen.findByRole('button', { name: new RegExp(name) }),
};

describe('Club picker', () => {
  it("is a dialog named 'Share to Club' listing the clubs the user owns or curates, newest first, with the search focused", async () => {
    const { onClose } = UI.open();
    expect(UI.dialog()).toBeInTheDocument();
    expect(UI.search()).toHaveFocus();
    await UI.club('Late Night Jazz');
    expect(UI.clubNames()).toEqual(['Late Night Jazz · Owner', 'City Pop Revival · Curator']);
    expect(listClubs).toHaveBeenCalledWith({ category: 'recentlyadded', searchstring: '' }, null);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("'Find Club' searches the clubs after a pause in typing", async () => {
    UI.open();
    await UI.club('City Pop Revival');
    await userEvent.type(UI.search(), 'jazz');
    await waitFor(() => expect(UI.clubNames()).toEqual(['Late Night Jazz · Owner']), AFTER_DEBOUNCE);
    expect(listClubs).toHaveBeenLastCalledWith({ category: 'recentlyadded', searchstring: 'jazz' }, null);
    // Only the settled text was asked for, not every keystroke.
    expect(listClubs).toHaveBeenCalledTimes(2);
  });

  it("says 'No clubs found' when there is nothing to post into", async () => {
    listClubs.mockResolvedValue(paged([]));
    UI.open();
    expect(await screen.findByText('No clubs found')).toBeInTheDocument();
  });

  it('offers Retry when the clubs cannot be loaded', async () => {
    listClubs.mockRejectedValueOnce(new Error('offline'));
    UI.open();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await UI.club('Late Night Jazz')).toBeInTheDocument();
  });

  it('posts the song with its caption and mentions into the chosen club, then tells everyone and closes', async () => {
    const made = aSongPost({ song_post: 99, club: 2, club_name: 'City Pop Revival' });
    post.mockResolvedValue(made);
    const { onClose } = UI.open();
    await userEvent.click(await UI.club('City Pop Revival'));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith({
      song: 't1',
      title: 'One More Time',
      comment: 'Listen @ada',
      mentions: [ME],
      club: 2,
      post_type: 2,
    });
    expect(notices).toEqual([{ kind: 'success', text: 'Track successfully posted.' }]);
    expect(created).toEqual([made]);
  });

  it("creates a club ('Field required' for an empty name) and posts into it", async () => {
    const fresh = club(3, 'Afrobeats Daily');
    create.mockResolvedValue(fresh);
    post.mockResolvedValue(aSongPost({ club: 3 }));
    const { onClose } = UI.open();
    await UI.club('Late Night Jazz');

    await userEvent.click(screen.getByRole('button', { name: 'Create a Club' }));
    const name = screen.getByRole('textbox', { name: 'Club Name' });
    expect(name).toHaveFocus();
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Field required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, ' Afrobeats Daily {Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith('Afrobeats Daily');
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ club: 3, comment: 'Listen @ada', mentions: [ME] }));
    expect(notices).toEqual([
      { kind: 'success', text: 'Club successfully created' },
      { kind: 'success', text: 'Track successfully posted.' },
    ]);
  });

  it('Cancel puts the create form away and focus back on its button', async () => {
    UI.open();
    await userEvent.click(screen.getByRole('button', { name: 'Create a Club' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Club Name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create a Club' })).toHaveFocus();
  });

  it("shows the server's detail when the club refuses the post (403) and keeps everything", async () => {
    post.mockRejectedValue(refused(403, 'You do not have permission to perform this action.'));
    const { onClose } = UI.open();
    await userEvent.type(UI.search(), 'pop');
    await waitFor(() => expect(UI.clubNames()).toEqual(['City Pop Revival · Curator']), AFTER_DEBOUNCE);
    await userEvent.click(await UI.club('City Pop Revival'));

    await waitFor(() =>
      expect(notices).toEqual([{ kind: 'error', text: 'You do not have permission to perform this action.' }]),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(created).toEqual([]);
    expect(UI.search()).toHaveValue('pop');
    expect(await UI.club('City Pop Revival')).toBeEnabled();
  });
});
