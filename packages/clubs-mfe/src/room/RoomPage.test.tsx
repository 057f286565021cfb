/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClub, getSongPost } from '@upclub/shared/api';
import { getClubRoom, getRoomListeners, startClubRoom } from '@upclub/shared/rooms/api';
import {
  onPlayerCommand,
  onRoomCommand,
  setRoomSession,
  type PlayerCommand,
  type RoomCommand,
} from '@upclub/shared/bus';
import { aClub, axeViolations, httpError, songPost } from '@upclub/shared/testing';
import type { RoomState } from '@upclub/shared/types';
import { collect } from '../testing/bus';
import { ME_ID, OWNER_ID } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';
import { ROOM_ID, aRoom, listener, roomItem, setSession } from '../testing/rooms';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getClub: jest.fn(),
  getSongPost: jest.fn(),
  // The pages the room leads back to.
  getAllClubs: jest.fn(async () => ({ next: null, results: [] })),
  getClubSongPosts: jest.fn(async () => ({ next: null, results: [] })),
}));
jest.mock('@upclub/shared/rooms/api', () => ({
  ...jest.requireActual('@upclub/shared/rooms/api'),
  getClubRoom: jest.fn(),
  getRoomListeners: jest.fn(),
  startClubRoom: jest.fn(),
}));
const clubRoom = jest.mocked(getClubRoom);
const listeners = jest.mocked(getRoomListeners);

const PICTURE = 'data:image/png;base64,AAAA';
const nowPlaying = () => screen.getByRole('region', { name: 'Now playing' });
const queue = () => screen.getByRole('list', { name: /^Up next/ });
const people = () => screen.getByRole('list', { name: "Who's here" });
const commands = () => collect<RoomCommand>(onRoomCommand);

/** Whether a click on `link` was left to the browser (not taken by the page); jsdom does not follow it. */
function leftToTheBrowser(link: HTMLElement, init: MouseEventInit): boolean {
  let left = false;
  const look = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', look);
  fireEvent.click(link, init);
  document.removeEventListener('click', look);
  return left;
}

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  setRoomSession(null);
  jest.mocked(getClub).mockImplementation(async (id) => aClub(id));
  clubRoom.mockResolvedValue(aRoom());
  listeners.mockResolvedValue({
    room: ROOM_ID,
    listeners: 2,
    results: [listener(OWNER_ID, 'alex', { thumbnail_picture: PICTURE }), listener(ME_ID, `user${ME_ID}`)],
  });
});

describe('Opening the room', () => {
  it('shows its skeleton, then joins it and shows the song, the queue and who is here, with no axe violations', async () => {
    const sent = commands();
    let answer!: (state: RoomState) => void;
    clubRoom.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderApp('/clubs/4/room');
    expect(await screen.findByText('Loading the room…')).toHaveAttribute('role', 'status');
    expect(sent).toEqual([]);
    act(() => answer(aRoom()));
    await waitFor(() => expect(sent).toEqual([{ type: 'join', room: ROOM_ID, club: 4 }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Club 4' })).toBeInTheDocument();
    expect(screen.getByText('Started by alex')).toBeInTheDocument();
    expect(screen.getByText('Live · 2 listening')).toBeInTheDocument();
    expect(within(nowPlaying()).getByText('Midnight City')).toBeInTheDocument();
    expect(within(nowPlaying()).getByText('Artist 41')).toBeInTheDocument();
    expect(within(nowPlaying()).getByText('Paused')).toBeInTheDocument();
    expect(within(nowPlaying()).getByRole('progressbar', { name: 'Song progress' })).toHaveAttribute(
      'aria-valuetext',
      '1:05 of 3:00',
    );
    expect(
      within(queue())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['WaitArtist 42', 'OutroArtist 43']);
    expect(within(people()).getByText('alex')).toBeInTheDocument();
    expect(within(people()).getByText('DJ')).toBeInTheDocument();
    await waitFor(() => expect(people().querySelector('img')).toHaveAttribute('src', PICTURE));
    // A listener controls nothing.
    expect(screen.queryByRole('group', { name: 'Room controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('does not join again a room the page is in, and shows the newest state of the session', async () => {
    const sent = commands();
    setSession(aRoom({ version: 14, listeners: 3 }));
    await renderApp('/clubs/4/room');
    expect(await screen.findByText('Live · 3 listening')).toBeInTheDocument();
    expect(sent).toEqual([]);
    act(() => setSession(aRoom({ version: 15, current: roomItem(42, 'Wait'), queue: [roomItem(43, 'Outro')] })));
    expect(await within(nowPlaying()).findByText('Wait')).toBeInTheDocument();
    expect(within(queue()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("moves the progress with the server's clock while the song plays", async () => {
    // The server's clock is a minute ahead of the page's: the session's offset says so.
    const serverNow = Date.now() + 60_000;
    setSession(aRoom({ playing: true, position_ms: 15_000, position_at: serverNow }), 'listening', {
      clockOffsetMs: 60_000,
    });
    await renderApp('/clubs/4/room');
    const bar = await within(await screen.findByRole('region', { name: 'Now playing' })).findByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^0:1[56] of 3:00$/);
    expect(within(nowPlaying()).getByText('Playing')).toBeInTheDocument();
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toMatch(/^0:1[67] of 3:00$/), { timeout: 3000 });
  });

  it('asks for the avatars again when the listeners change, with initials meanwhile', async () => {
    setSession(aRoom());
    await renderApp('/clubs/4/room');
    await waitFor(() => expect(listeners).toHaveBeenCalledTimes(1));
    act(() =>
      setSession(
        aRoom({
          listeners: 3,
          listeners_sample: [...aRoom().listeners_sample, { upclubuser: 9, username: 'zoe' }],
        }),
      ),
    );
    expect(within(people()).getByText('Z')).toBeInTheDocument();
    expect(within(people()).getByText('zoe')).toBeInTheDocument();
    // Known faces stay while the new answer comes.
    expect(people().querySelector('img')).toHaveAttribute('src', PICTURE);
    await waitFor(() => expect(listeners).toHaveBeenCalledTimes(2));
    expect(screen.getByText('3 listening')).toBeInTheDocument();
  });

  it("opens the comments of the song's post", async () => {
    const player = collect<PlayerCommand>(onPlayerCommand);
    const post = songPost(141, { title: 'Midnight City' });
    jest.mocked(getSongPost).mockResolvedValue(post);
    setSession(aRoom());
    await renderApp('/clubs/4/room');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Midnight City' }));
    expect(getSongPost).toHaveBeenCalledWith(141);
    await waitFor(() => expect(player).toEqual([{ type: 'openComments', post }]));
  });

  it("links the song's title to its post: the post's own address, its comments on a click", async () => {
    const player = collect<PlayerCommand>(onPlayerCommand);
    const post = songPost(141, { title: 'Midnight City' });
    jest.mocked(getSongPost).mockResolvedValue(post);
    setSession(aRoom());
    await renderApp('/clubs/4/room');
    const title = await within(await screen.findByRole('region', { name: 'Now playing' })).findByRole('link', {
      name: 'Midnight City',
    });
    expect(title).toHaveAttribute('href', '/discover/?share_post=141');
    // A click for a new tab is the browser's.
    expect(leftToTheBrowser(title, { metaKey: true })).toBe(true);
    expect(getSongPost).not.toHaveBeenCalled();
    await userEvent.click(title);
    expect(getSongPost).toHaveBeenCalledWith(141);
    await waitFor(() => expect(player).toEqual([{ type: 'openComments', post }]));
    // The page stays the room's.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs\/4\/room$/);
  });

  it('offers no comments nor link for a song from song search', async () => {
    setSession(aRoom({ current: roomItem(41, 'Midnight City', { song_post: null }) }));
    await renderApp('/clubs/4/room');
    await within(await screen.findByRole('region', { name: 'Now playing' })).findByText('Midnight City');
    expect(screen.queryByRole('button', { name: /^Comments/ })).toBeNull();
    expect(within(nowPlaying()).queryByRole('link', { name: 'Midnight City' })).toBeNull();
  });

  it('leaves the room and goes back to the club', async () => {
    const sent = commands();
    setSession(aRoom());
    await renderApp('/clubs/4/room');
    await userEvent.click(await screen.findByRole('button', { name: 'Leave the room' }));
    expect(sent).toEqual([{ type: 'leave' }]);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs\/4$/));
  });

  it('sends an address naming no club to the club list', async () => {
    await renderApp('/clubs/nope/room');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs$/));
  });
});

describe('The room’s states', () => {
  it('says politely that it is joining or reconnecting', async () => {
    setSession(aRoom(), 'joining');
    await renderApp('/clubs/4/room');
    const line = await screen.findByText('Joining the room…');
    expect(line).toHaveAttribute('aria-live', 'polite');
    act(() => setSession(aRoom(), 'reconnecting'));
    expect(line).toHaveTextContent('Connection lost: reconnecting to the room…');
    act(() => setSession(aRoom(), 'listening'));
    expect(line).toBeEmptyDOMElement();
  });

  it('says the room ended, with the way back to the club', async () => {
    setSession(aRoom());
    await renderApp('/clubs/4/room');
    await screen.findByRole('button', { name: 'Leave the room' });
    act(() => setSession(aRoom({ live: false, version: 13, end_reason: 'dj' }), 'ended'));
    expect(await screen.findByText('This room has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Club 4' })).toHaveAttribute('href', '/clubs/4');
    expect(screen.queryByRole('button', { name: 'Leave the room' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says a club has no live room, and offers Go live to its DJs only', async () => {
    const sent = commands();
    clubRoom.mockRejectedValue(httpError(404, { detail: 'This club has no live room.' }));
    const { unmount } = await renderApp('/clubs/4/room');
    expect(await screen.findByText('Club 4 has no live room right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Club 4' })).toHaveAttribute('href', '/clubs/4');
    expect(screen.queryByRole('button', { name: 'Go live' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    unmount();

    signIn(OWNER_ID);
    jest.mocked(getClub).mockResolvedValue(aClub(4, { is_curator: true }));
    jest.mocked(startClubRoom).mockResolvedValue(aRoom({ current: null, queue: [] }));
    await renderApp('/clubs/4/room');
    await userEvent.click(await screen.findByRole('button', { name: 'Go live' }));
    expect(startClubRoom).toHaveBeenCalledWith(4);
    expect(await screen.findByText('Nothing is playing.')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'join', room: ROOM_ID, club: 4 }]);
  });

  it('offers Retry when the room cannot be loaded', async () => {
    // A failed read is asked once more before the page says so.
    clubRoom.mockRejectedValueOnce(httpError(500)).mockRejectedValueOnce(httpError(500));
    await renderApp('/clubs/4/room');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The room could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Now playing' })).findByText('Midnight City'),
    ).toBeInTheDocument();
  });

  it('offers Retry when joining fails, which joins again', async () => {
    const sent = commands();
    await renderApp('/clubs/4/room');
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => setSession(null, 'error', { error: 'Please check your internet connection.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your internet connection.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(sent).toEqual([
      { type: 'join', room: ROOM_ID, club: 4 },
      { type: 'join', room: ROOM_ID, club: 4 },
    ]);
  });
});
