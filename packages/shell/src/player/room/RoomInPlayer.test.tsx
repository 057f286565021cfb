/// <reference types="@testing-library/jest-dom" />
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStreamingProvider } from '@upclub/shared/providers';
import { aRoomState, fakeStreamingProvider } from '@upclub/shared/testing';
import { PlayerEngine } from '../engine/PlayerEngine';
import { Player } from '../Player';
import { LEAVE_ROOM_CONFIRM } from '../texts';
import { FakeSdkPlayer, fakeDeps, flush } from '../testing/fakeSdk';
import { songPost } from '../testing/posts';
import { withProviders } from '../testing/render';
import { fakeRooms } from '../testing/rooms';

// The bar while the player follows a club's room, and the question a listener's own play raises.

const provider = fakeStreamingProvider();
beforeEach(() => {
  localStorage.clear();
  provider.library.savedTracksContain.mockResolvedValue([false]);
  setStreamingProvider(provider);
});

/** The chrome's player, the listener playing their own list, then in room 7 ('Night Owls'). */
async function renderInRoom(options: Parameters<typeof fakeRooms>[0] = {}) {
  FakeSdkPlayer.instances = [];
  const rooms = fakeRooms(options);
  const { deps } = fakeDeps();
  const engine = new PlayerEngine(deps, rooms.deps);
  withProviders(<Player engine={engine} />);
  await act(async () => {
    await flush();
    FakeSdkPlayer.latest().ready();
    engine.playList([songPost(1), songPost(2)], 0, { name: 'discover' });
    rooms.listening(aRoomState({ server_time: Date.now(), position_at: Date.now() }));
    await flush();
  });
  return { engine, deps, rooms };
}

const bar = () => screen.getByRole('region', { name: 'Player' });

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
