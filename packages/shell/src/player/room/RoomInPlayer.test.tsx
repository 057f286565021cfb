/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFirstLevelComments, getSongPost } from '@upclub/shared/api';
import { setStreamingProvider } from '@upclub/shared/providers';
import { onNotice, type Notice } from '@upclub/shared/bus';
import { aRoomItem, aRoomState, fakeStreamingProvider, httpError } from '@upclub/shared/testing';
import type { RoomState } from '@upclub/shared/types';
import { PlayerEngine } from '../engine/PlayerEngine';
import { Player } from '../Player';
import { LEAVE_ROOM_CONFIRM } from '../texts';
import { FakeSdkPlayer, fakeDeps, flush } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { withProviders } from '../testing/render';
import { fakeRooms } from '../testing/rooms';

// The bar while the player follows a club's room, and the question a listener's own play raises.

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getSongPost: jest.fn(),
  getFirstLevelComments: jest.fn(),
}));

const provider = fakeStreamingProvider();
beforeEach(() => {
  localStorage.clear();
  provider.library.savedTracksContain.mockResolvedValue([false]);
  setStreamingProvider(provider);
});

/** The chrome's player, the listener playing their own list, then in room 7 ('Night Owls'), playing `state`. */
async function renderInRoom(options: Parameters<typeof fakeRooms>[0] = {}, state: Partial<RoomState> = {}) {
  FakeSdkPlayer.instances = [];
  const rooms = fakeRooms(options);
  const { deps } = fakeDeps();
  const engine = new PlayerEngine(deps, rooms.deps);
  withProviders(<Player engine={engine} />);
  await act(async () => {
    await flush();
    FakeSdkPlayer.latest().ready();
    engine.playList([songPost(1), songPost(2)], 0, { name: 'discover' });
    rooms.listening(aRoomState({ server_time: Date.now(), position_at: Date.now(), ...state }));
    await flush();
  });
  return { engine, deps, rooms };
}

const bar = () => screen.getByRole('region', { name: 'Player' });

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

it("says it follows the club's room, linking to the club; shuffle, repeat and seeking wait", async () => {
  await renderInRoom();
  expect(within(bar()).getByRole('link', { name: 'Live in Night Owls' })).toHaveAttribute('href', '/clubs/3');
  expect(within(bar()).getByText('Song 41')).toBeInTheDocument();
  expect(within(bar()).getByRole('button', { name: 'Shuffle' })).toBeDisabled();
  expect(within(bar()).getByRole('button', { name: 'Repeat' })).toBeDisabled();
  expect(within(bar()).getByRole('slider', { name: 'Seek' })).toBeDisabled();
  expect(within(bar()).getByRole('button', { name: 'Next' })).toBeEnabled();
});

it('asks a listener who pauses whether to leave; Stay keeps the room playing', async () => {
  const { rooms } = await renderInRoom();
  const user = userEvent.setup();
  await user.click(within(bar()).getByRole('button', { name: 'Pause' }));
  const dialog = await screen.findByRole('dialog', { name: LEAVE_ROOM_CONFIRM.title });
  expect(dialog).toHaveTextContent(LEAVE_ROOM_CONFIRM.body);
  expect(within(dialog).getByRole('button', { name: LEAVE_ROOM_CONFIRM.stay })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: LEAVE_ROOM_CONFIRM.stay }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(rooms.commands).toEqual([]);
  // Escape stays too.
  await user.click(within(bar()).getByRole('button', { name: 'Next' }));
  await screen.findByRole('dialog', { name: LEAVE_ROOM_CONFIRM.title });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(bar()).getByRole('link', { name: 'Live in Night Owls' })).toBeInTheDocument();
});

it('leaves the room, then does what the listener asked with their own list', async () => {
  const { rooms, deps } = await renderInRoom();
  const user = userEvent.setup();
  await user.click(within(bar()).getByRole('button', { name: 'Next' }));
  const dialog = await screen.findByRole('dialog', { name: LEAVE_ROOM_CONFIRM.title });
  await user.click(within(dialog).getByRole('button', { name: LEAVE_ROOM_CONFIRM.leave }));
  expect(rooms.commands).toEqual([{ type: 'leave' }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(bar()).queryByRole('link', { name: 'Live in Night Owls' })).not.toBeInTheDocument();
  expect(within(bar()).getByText('Song 2')).toBeInTheDocument();
  expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'] });
});

it("sends a DJ's pause to the room, unasked", async () => {
  const { rooms } = await renderInRoom({ userId: 2 });
  await userEvent.click(within(bar()).getByRole('button', { name: 'Pause' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(rooms.deps.controlRoom).toHaveBeenCalledWith(7, { action: 'pause', version: 1 });
  expect(within(bar()).getByRole('slider', { name: 'Seek' })).toBeEnabled();
});

it("links the room's song to the post it came from: a click shows its comments, the room playing on", async () => {
  jest.mocked(getSongPost).mockResolvedValue(songPost(41));
  jest.mocked(getFirstLevelComments).mockResolvedValue({ next: null, results: [] });
  const { rooms, deps } = await renderInRoom();
  const plays = jest.mocked(deps.startPlayback).mock.calls.length;
  const title = within(bar()).getByRole('link', { name: 'Song 41' });
  // Its address is the post's own: a click for a new tab is the browser's.
  expect(title).toHaveAttribute('href', '/discover/?share_post=41');
  expect(leftToTheBrowser(title, { ctrlKey: true })).toBe(true);
  expect(getSongPost).not.toHaveBeenCalled();
  await userEvent.click(title);
  expect(getSongPost).toHaveBeenCalledWith(41, { quiet: true });
  const nowPlaying = await screen.findByRole('dialog', { name: 'Now Playing' });
  expect(within(nowPlaying).getByRole('heading', { name: 'Song 41' })).toBeInTheDocument();
  await waitFor(() => expect(jest.mocked(getFirstLevelComments).mock.calls.map(([post]) => post)).toContain(41));
  // Not played from the post, and not asked to leave.
  expect(jest.mocked(deps.startPlayback).mock.calls.length).toBe(plays);
  expect(rooms.commands).toEqual([]);
  expect(screen.queryByRole('dialog', { name: LEAVE_ROOM_CONFIRM.title })).not.toBeInTheDocument();
});

it("says so when the song's post was removed since", async () => {
  jest.mocked(getSongPost).mockRejectedValue(httpError(404, { detail: 'Not found.' }));
  const notices: Notice[] = [];
  const off = onNotice((notice) => notices.push(notice));
  await renderInRoom();
  await userEvent.click(within(bar()).getByRole('link', { name: 'Song 41' }));
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'Post had been removed.' }]));
  expect(screen.queryByRole('dialog', { name: 'Now Playing' })).not.toBeInTheDocument();
  off();
});

it('links the title in Now Playing too, and nothing for a song from song search (no post)', async () => {
  const { engine, rooms } = await renderInRoom();
  act(() => engine.open('player'));
  const nowPlaying = await screen.findByRole('dialog', { name: 'Now Playing' });
  expect(within(nowPlaying).getByRole('link', { name: 'Song 41' })).toHaveAttribute('href', '/discover/?share_post=41');
  act(() =>
    rooms.listening(
      aRoomState({
        version: 2,
        server_time: Date.now(),
        position_at: Date.now(),
        current: aRoomItem(43, { song_post: null }),
      }),
    ),
  );
  expect(await within(bar()).findByText('Song 43')).toBeInTheDocument();
  expect(within(bar()).queryByRole('link', { name: 'Song 43' })).not.toBeInTheDocument();
});
