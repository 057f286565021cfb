/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClub, getClubSongPosts } from '@upclub/shared/api';
import {
  addToRoomQueue,
  controlRoom,
  endRoom,
  getClubRoom,
  getRoom,
  getRoomListeners,
  removeFromRoomQueue,
} from '@upclub/shared/rooms/api';
import { onRoomCommand, setRoomSession, type RoomCommand } from '@upclub/shared/bus';
import { setStreamingProvider } from '@upclub/shared/providers';
import {
  aClub,
  axeViolations,
  fakeStreamingProvider,
  httpError,
  offsetPage,
  paged,
  songPost,
  trackDetails,
} from '@upclub/shared/testing';
import type { Track } from '@upclub/shared/types';
import { collect } from '../testing/bus';
import { OWNER_ID } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';
import { ROOM_ID, aRoom, roomItem } from '../testing/rooms';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getClub: jest.fn(),
  getClubSongPosts: jest.fn(),
}));
jest.mock('@upclub/shared/rooms/api', () => ({
  ...jest.requireActual('@upclub/shared/rooms/api'),
  getClubRoom: jest.fn(),
  getRoomListeners: jest.fn(),
  getRoom: jest.fn(),
  controlRoom: jest.fn(),
  addToRoomQueue: jest.fn(),
  removeFromRoomQueue: jest.fn(),
  endRoom: jest.fn(),
}));
const control = jest.mocked(controlRoom);
/** The page says why a command was refused: its calls ask the API client for no notice (./RoomFailures.test). */
const QUIET = { quiet: true };
const provider = fakeStreamingProvider();
setStreamingProvider(provider);

const controls = () => screen.findByRole('group', { name: 'Room controls' });
const applied = (sent: RoomCommand[]) => sent.filter((c) => c.type === 'apply');

beforeEach(() => {
  jest.clearAllMocks();
  signIn(OWNER_ID);
  setRoomSession(null);
  jest.mocked(getClub).mockImplementation(async (id) => aClub(id, { is_curator: true }));
  jest.mocked(getClubRoom).mockResolvedValue(aRoom());
  jest.mocked(getRoomListeners).mockResolvedValue({ room: ROOM_ID, listeners: 0, results: [] });
});

describe('DJ controls', () => {
  it('are for the DJs of the room only', async () => {
    signIn(5);
    const { unmount } = await renderApp('/clubs/4/room');
    await screen.findByRole('region', { name: 'Now playing' });
    expect(screen.queryByRole('group', { name: 'Room controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add from club posts' })).toBeNull();
    unmount();
    signIn(OWNER_ID);
    await renderApp('/clubs/4/room');
    expect(within(await controls()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('send the version the DJ saw and apply the answer at once', async () => {
    const sent = collect<RoomCommand>(onRoomCommand);
    control
      .mockResolvedValueOnce(aRoom({ version: 13, playing: true }))
      .mockResolvedValueOnce(aRoom({ version: 14, playing: true, current: roomItem(42, 'Wait'), queue: [] }))
      .mockResolvedValueOnce(aRoom({ version: 15, playing: true, current: roomItem(42, 'Wait'), queue: [] }));
    await renderApp('/clubs/4/room');
    const group = await controls();
    const play = within(group).getByRole('button', { name: 'Play' });
    await userEvent.click(play);
    expect(control).toHaveBeenLastCalledWith(ROOM_ID, { action: 'play', version: 12 }, QUIET);
    expect(applied(sent)).toEqual([{ type: 'apply', state: expect.objectContaining({ version: 13 }) }]);
    // One button: it says Pause now, and keeps the focus.
    expect(play).toHaveAccessibleName('Pause');
    expect(play).toHaveFocus();
    await userEvent.click(within(group).getByRole('button', { name: 'Skip to the next song' }));
    expect(control).toHaveBeenLastCalledWith(ROOM_ID, { action: 'skip', version: 13 }, QUIET);
    expect(await within(screen.getByRole('region', { name: 'Now playing' })).findByText('Wait')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Previous song' }));
    expect(control).toHaveBeenLastCalledWith(ROOM_ID, { action: 'previous', version: 14 }, QUIET);
    await userEvent.click(play);
    expect(control).toHaveBeenLastCalledWith(ROOM_ID, { action: 'pause', version: 15 }, QUIET);
  });

  it('read the room again when it changed since (409) and say so', async () => {
    const sent = collect<RoomCommand>(onRoomCommand);
    control.mockRejectedValue(
      httpError(409, { detail: 'The room changed since that version: get its state and try again.', version: 14 }),
    );
    jest.mocked(getRoom).mockResolvedValue(aRoom({ version: 14, playing: true }));
    await renderApp('/clubs/4/room');
    await userEvent.click(within(await controls()).getByRole('button', { name: 'Play' }));
    expect(await screen.findByText(/The room had just changed/)).toHaveAttribute('role', 'status');
    expect(getRoom).toHaveBeenCalledWith(ROOM_ID);
    expect(applied(sent)).toEqual([{ type: 'apply', state: expect.objectContaining({ version: 14 }) }]);
    expect(within(await controls()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('end the room after a confirmation', async () => {
    jest.mocked(endRoom).mockResolvedValue(aRoom({ live: false, version: 13, end_reason: 'dj' }));
    await renderApp('/clubs/4/room');
    await userEvent.click(within(await controls()).getByRole('button', { name: 'End the room' }));
    const dialog = screen.getByRole('dialog', { name: 'End the room?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(endRoom).not.toHaveBeenCalled();
    await userEvent.click(within(await controls()).getByRole('button', { name: 'End the room' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'End the room' }));
    expect(endRoom).toHaveBeenCalledWith(ROOM_ID, QUIET);
    expect(await screen.findByText('This room has ended.')).toBeInTheDocument();
  });
});

describe('The queue', () => {
  it('lets a DJ remove a song, the focus going back to the queue', async () => {
    jest.mocked(removeFromRoomQueue).mockResolvedValue(aRoom({ version: 13, queue: [roomItem(43, 'Outro')] }));
    await renderApp('/clubs/4/room');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Wait from the queue' }));
    expect(removeFromRoomQueue).toHaveBeenCalledWith(ROOM_ID, 42, QUIET);
    await waitFor(() => expect(screen.queryByText('Wait')).toBeNull());
    expect(screen.getByRole('heading', { name: /^Up next/ })).toHaveFocus();
  });

  it('says when nothing is queued, with a prompt for DJs', async () => {
    jest.mocked(getClubRoom).mockResolvedValue(aRoom({ queue: [] }));
    await renderApp('/clubs/4/room');
    expect(await screen.findByText('Nothing queued yet')).toBeInTheDocument();
    expect(screen.getByText("Add songs from the club's posts or search for any song.")).toBeInTheDocument();
  });

  it("adds songs from the club's posts", async () => {
    jest
      .mocked(getClubSongPosts)
      .mockResolvedValue(
        paged([songPost(1, { club: 4, track_details: trackDetails('trk1', 'Reunion', 1) }), songPost(2, { club: 4 })]),
      );
    jest
      .mocked(addToRoomQueue)
      .mockResolvedValue(aRoom({ version: 13, queue: [...aRoom().queue, roomItem(44, 'Reunion')] }));
    await renderApp('/clubs/4/room');
    await userEvent.click(await screen.findByRole('button', { name: 'Add from club posts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add from Club 4 posts' });
    expect(getClubSongPosts).toHaveBeenCalledWith(4, 'new', null);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Reunion to the queue' }));
    expect(addToRoomQueue).toHaveBeenCalledWith(ROOM_ID, { song_post: 1 }, QUIET);
    const added = await within(dialog).findByRole('button', { name: 'Reunion added to the queue' });
    expect(added).toHaveTextContent('Added');
    // Once is enough: a second press adds nothing.
    await userEvent.click(added);
    expect(addToRoomQueue).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Add Song 2 to the queue' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds a song found by song search', async () => {
    const track: Track = {
      id: 'sp9',
      name: 'Outro',
      uri: 'spotify:track:sp9',
      duration_ms: 200_000,
      artists: [{ id: 'ar9', name: 'M83', uri: 'spotify:artist:ar9' }],
      album: { id: 'al9', name: 'Hurry Up', uri: 'spotify:album:al9', total_tracks: 1, images: [], artists: [] },
    };
    jest.mocked(provider.catalogue.search).mockResolvedValue({ tracks: offsetPage([track]) });
    jest.mocked(addToRoomQueue).mockResolvedValue(aRoom({ version: 13 }));
    await renderApp('/clubs/4/room');
    await userEvent.click(await screen.findByRole('button', { name: 'Search songs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a song to the queue' });
    const box = within(dialog).getByRole('searchbox', { name: 'Search for a song' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'outro');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Outro to the queue' }));
    expect(provider.catalogue.search).toHaveBeenCalledWith('outro', ['track'], 0, expect.any(Number));
    expect(addToRoomQueue).toHaveBeenCalledWith(ROOM_ID, { song: 'sp9' }, QUIET);
  });
});
