/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAllClubs, getClub, getClubSongPosts } from '@upclub/shared/api';
import { getClubRoom, startClubRoom } from '@upclub/shared/rooms/api';
import { emitLiveEvent, onRoomCommand, setRoomSession, type RoomCommand } from '@upclub/shared/bus';
import { aClub, axeViolations, httpError, paged } from '@upclub/shared/testing';
import type { LiveRoomSummary } from '@upclub/shared/types';
import { collect } from '../testing/bus';
import { OWNER_ID } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';
import { ROOM_ID, aRoom, setSession } from '../testing/rooms';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getClub: jest.fn(),
  getAllClubs: jest.fn(),
  getClubSongPosts: jest.fn(),
}));
jest.mock('@upclub/shared/rooms/api', () => ({
  ...jest.requireActual('@upclub/shared/rooms/api'),
  getClubRoom: jest.fn(),
  getRoomListeners: jest.fn(async () => ({ room: 7, listeners: 0, results: [] })),
  startClubRoom: jest.fn(),
}));
const clubCall = jest.mocked(getClub);

// The club page's post grid is a lazy chunk: load its library once before the tests time it.
beforeAll(() => import('react-virtuoso'));

const live: LiveRoomSummary = { room: ROOM_ID, listeners: 12, started_at: '2026-11-22T10:00:00.000Z' };
const roomBar = () => screen.findByRole('region', { name: 'Listening room' });

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  setRoomSession(null);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  clubCall.mockImplementation(async (id) => aClub(id));
  jest.mocked(getClubSongPosts).mockResolvedValue(paged([]));
  jest.mocked(getClubRoom).mockResolvedValue(aRoom());
});

describe("The club page's listening room", () => {
  it('shows a live room with its count and Join the room to anyone, with no axe violations', async () => {
    clubCall.mockResolvedValue(aClub(4, { live_room: live }));
    await renderApp('/clubs/4', { state: { from: 'followed_clubs' } });
    const bar = await roomBar();
    expect(within(bar).getByText('Live · 12 listening')).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Go live' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(bar).getByRole('link', { name: 'Join the room' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs\/4\/room$/));
    // The room page goes back to the club, which still goes back to the list it came from.
    expect(await screen.findByRole('link', { name: 'Club 4' })).toHaveAttribute('href', '/clubs/4');
  });

  it('says Back to the room while the user is in it', async () => {
    clubCall.mockResolvedValue(aClub(4, { live_room: live }));
    setSession(aRoom());
    await renderApp('/clubs/4');
    expect(within(await roomBar()).getByRole('link', { name: 'Back to the room' })).toHaveAttribute(
      'href',
      '/clubs/4/room',
    );
  });

  it('offers Go live to the owner and curators only, and opens the new room, which it joins', async () => {
    const commands = collect<RoomCommand>(onRoomCommand);
    jest.mocked(startClubRoom).mockResolvedValue(aRoom({ current: null, queue: [], listeners: 0 }));
    const { unmount } = await renderApp('/clubs/4');
    await screen.findByRole('heading', { level: 1, name: 'Club 4' });
    expect(screen.queryByRole('region', { name: 'Listening room' })).toBeNull();
    unmount();

    clubCall.mockResolvedValue(aClub(4, { is_curator: true }));
    await renderApp('/clubs/4');
    const bar = await roomBar();
    expect(within(bar).getByText(/Start a listening room/)).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Go live' }));
    expect(startClubRoom).toHaveBeenCalledWith(4);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/clubs\/4\/room$/));
    await waitFor(() => expect(commands).toContainEqual({ type: 'join', room: ROOM_ID, club: 4 }));
  });

  it('offers Go live to the owner; a room started meanwhile by another DJ shows as live', async () => {
    signIn(OWNER_ID);
    clubCall
      .mockResolvedValueOnce(aClub(4, { is_curator: true }))
      .mockResolvedValue(aClub(4, { is_curator: true, live_room: live }));
    jest
      .mocked(startClubRoom)
      .mockRejectedValue(httpError(409, { detail: 'This club’s room is live already.', room: ROOM_ID }));
    await renderApp('/clubs/4');
    await userEvent.click(within(await roomBar()).getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('Live · 12 listening')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the room' })).toBeInTheDocument();
  });

  it('follows the room events: the count of the room the user is in, and its end', async () => {
    clubCall.mockResolvedValue(aClub(4, { live_room: live }));
    await renderApp('/clubs/4');
    await screen.findByText('Live · 12 listening');
    act(() => setSession(aRoom({ listeners: 13 })));
    expect(await screen.findByText('Live · 13 listening')).toBeInTheDocument();
    act(() => emitLiveEvent({ type: 'room_ended', data: { room: ROOM_ID, club: 4, end_reason: 'dj' } }));
    await waitFor(() => expect(screen.queryByText(/Live ·/)).toBeNull());
    expect(screen.queryByRole('link', { name: 'Join the room' })).toBeNull();
  });
});

describe('The club lists', () => {
  it('mark the clubs whose room is live', async () => {
    jest.mocked(getAllClubs).mockResolvedValue(paged([aClub(4, { live_room: { ...live, listeners: 3 } }), aClub(5)]));
    await renderApp('/clubs');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('Live · 3 listening')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/Live/)).toBeNull();
  });
});
