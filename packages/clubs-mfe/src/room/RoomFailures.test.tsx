/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClub, getClubSongPosts } from '@upclub/shared/api';
import { getClubRoom, getRoom, getRoomListeners } from '@upclub/shared/rooms/api';
import { onNotice, setRoomSession, type Notice } from '@upclub/shared/bus';
import { FAILURE_TEXT } from '@upclub/shared/constants';
import { ROOM_ERRORS } from '@upclub/shared/rooms';
import {
  aClub,
  answerEveryRequest,
  paged,
  recordEachTest,
  songPost,
  throttleEveryRequest,
} from '@upclub/shared/testing';
import { ROOM_TEXT } from '../roomTexts';
import { OWNER_ID } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/renderApp';
import { ROOM_ID, aRoom } from '../testing/rooms';

// A DJ's command the room refuses is told once (docs/rooms.md): the room page says why on its
// line (a picker on its own), and the API client adds no notice of it; what the client tells
// anyway (a 429, a server fault, no answer) the page does not repeat. The commands go through
// the real API client here, answered by `answerEveryRequest`.

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
}));

const notices = recordEachTest<Notice>(onNotice);
let undo = () => {};
afterEach(() => undo());

beforeEach(() => {
  jest.clearAllMocks();
  signIn(OWNER_ID);
  setRoomSession(null);
  jest.mocked(getClub).mockImplementation(async (id) => aClub(id, { is_curator: true }));
  jest.mocked(getClubRoom).mockResolvedValue(aRoom());
  jest.mocked(getRoomListeners).mockResolvedValue({ room: ROOM_ID, listeners: 0, results: [] });
  jest.mocked(getRoom).mockResolvedValue(aRoom({ version: 13 }));
});

/** The room page of a DJ, whose next call the API answers `status` with `body`. */
async function openRefusing(status: number, body: unknown) {
  await renderApp('/clubs/4/room');
  await screen.findByRole('group', { name: 'Room controls' });
  undo = answerEveryRequest(status, body);
}

/** How often `text` is told: on the page, and as a notice. */
const told = (text: string) => screen.queryAllByText(text).length + notices.filter((n) => n.text === text).length;

it.each([
  ['not a DJ any more (403)', 403, { detail: ROOM_ERRORS.notDj }, ROOM_ERRORS.notDj],
  ['an empty queue (400)', 400, { non_field_errors: [ROOM_ERRORS.nothingToPlay] }, ROOM_ERRORS.nothingToPlay],
  ['a room that changed since (409)', 409, { detail: ROOM_ERRORS.changed, version: 13 }, ROOM_TEXT.changed],
])('says a control refused for %s once, on the page', async (_why, status, body, text) => {
  await openRefusing(status, body);
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
  expect(told(text)).toBe(1);
  expect(notices).toEqual([]);
});

it('leaves a refusal the API client tells itself (too many commands) to its notice', async () => {
  await openRefusing(200, {});
  undo();
  undo = throttleEveryRequest(30);
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  const text = FAILURE_TEXT.tooManyRequests(30);
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text }]));
  expect(told(text)).toBe(1);
});

it('says once why a song could not be removed from the queue', async () => {
  await openRefusing(404, { detail: ROOM_ERRORS.notInQueue });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Wait from the queue' }));
  expect(await screen.findByText(ROOM_ERRORS.notInQueue)).toBeInTheDocument();
  expect(told(ROOM_ERRORS.notInQueue)).toBe(1);
});

it('says in the picker, once, why a song could not be added', async () => {
  jest.mocked(getClubSongPosts).mockResolvedValue(paged([songPost(1, { club: 4, title: 'Reunion' })]));
  await openRefusing(400, { non_field_errors: [ROOM_ERRORS.queueFull] });
  await userEvent.click(screen.getByRole('button', { name: 'Add from club posts' }));
  const picker = await screen.findByRole('dialog', { name: 'Add from Club 4 posts' });
  const add = await within(picker).findByRole('button', { name: 'Add Reunion to the queue' });
  await userEvent.click(add);
  expect(await within(picker).findByText(ROOM_ERRORS.queueFull)).toHaveAttribute('role', 'status');
  expect(told(ROOM_ERRORS.queueFull)).toBe(1);
  // Not added: it can be tried again.
  expect(add).toHaveAccessibleName('Add Reunion to the queue');
});

it('leaves a reaction past the rate to the API client’s notice, told once', async () => {
  await openRefusing(200, {});
  undo();
  undo = throttleEveryRequest(7);
  await userEvent.click(screen.getByRole('button', { name: 'React with a wave' }));
  const text = FAILURE_TEXT.tooManyRequests(7);
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text }]));
  expect(told(text)).toBe(1);
  // Nor in other words on the page (the API's own detail).
  expect(screen.queryByText(/throttled/)).toBeNull();
});
