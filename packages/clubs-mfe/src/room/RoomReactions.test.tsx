/// <reference types="@testing-library/jest-dom" />
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClub } from '@upclub/shared/api';
import { getClubRoom, getRoomListeners, reactInRoom } from '@upclub/shared/rooms/api';
import { emitRoomReactions, setRoomSession } from '@upclub/shared/bus';
import { aClub } from '@upclub/shared/testing';
import { renderApp, signIn } from '../testing/renderApp';
import { ROOM_ID, aRoom, setSession } from '../testing/rooms';
import { REACTION_FLOAT_MS } from './components/Reactions';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getClub: jest.fn(),
}));
jest.mock('@upclub/shared/rooms/api', () => ({
  ...jest.requireActual('@upclub/shared/rooms/api'),
  getClubRoom: jest.fn(),
  getRoomListeners: jest.fn(),
  reactInRoom: jest.fn(),
}));
const react = jest.mocked(reactInRoom);

const LABELS = [
  'React with a heart',
  'React with fire',
  'React with applause',
  'React with laughter',
  'React with a wave',
];
const panel = () => screen.findByRole('region', { name: 'Reactions' });
const floats = () => screen.getByTestId('room-reaction-floats');

beforeEach(async () => {
  jest.clearAllMocks();
  signIn();
  setRoomSession(null);
  jest.mocked(getClub).mockImplementation(async (id) => aClub(id));
  jest.mocked(getClubRoom).mockResolvedValue(aRoom());
  jest.mocked(getRoomListeners).mockResolvedValue({ room: ROOM_ID, listeners: 0, results: [] });
  setSession(aRoom());
  await renderApp('/clubs/4/room');
});

it('has a named button for each reaction, by mouse or keyboard', async () => {
  react.mockResolvedValue(undefined);
  const reactions = await panel();
  expect(
    within(reactions)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(LABELS);
  await userEvent.click(within(reactions).getByRole('button', { name: 'React with a heart' }));
  expect(react).toHaveBeenLastCalledWith(ROOM_ID, { reaction: 'heart' });
  within(reactions).getByRole('button', { name: 'React with fire' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(react).toHaveBeenLastCalledWith(ROOM_ID, { reaction: 'fire' });
});

it('floats the reactions of this room a moment, then lets them go', async () => {
  await panel();
  jest.useFakeTimers();
  try {
    act(() =>
      emitRoomReactions({
        room: ROOM_ID,
        reactions: [
          { upclubuser: 2, username: 'alex', reaction: 'heart' },
          { upclubuser: 3, username: 'bo', reaction: 'clap' },
        ],
        counts: { heart: 1, clap: 1 },
        server_time: Date.now(),
      }),
    );
    act(() =>
      emitRoomReactions({
        room: ROOM_ID + 1,
        reactions: [{ upclubuser: 3, username: 'bo', reaction: 'fire' }],
        counts: { fire: 1 },
        server_time: Date.now(),
      }),
    );
    // A heart, then applause (lucide names its icons in their class).
    expect([...floats().querySelectorAll('svg')].map((icon) => icon.getAttribute('class'))).toEqual([
      expect.stringContaining('lucide-heart'),
      expect.stringContaining('lucide-party-popper'),
    ]);
    // Decoration only: nothing is read out.
    expect(floats()).toHaveAttribute('aria-hidden', 'true');
    act(() => jest.advanceTimersByTime(REACTION_FLOAT_MS));
    expect(floats()).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
  }
});
