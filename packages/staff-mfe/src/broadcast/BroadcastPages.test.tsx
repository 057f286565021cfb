import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postSong, pushNotificationBroadcastText, sendToAllMessage, sendToAllMessageText } from '@upclub/shared/api';
import { emitTrackChosen, onNotice, onOverlayRequest, type Notice, type OverlayRequest } from '@upclub/shared/bus';
import { httpError, recordEachTest, songPost } from '@upclub/shared/testing';
import type { Track } from '@upclub/shared/types';
import { axeViolations } from '@upclub/shared/testing';
import { BroadcastPage } from './BroadcastPage';
import { SendToAllPage } from './SendToAllPage';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  pushNotificationBroadcastText: jest.fn(),
  sendToAllMessage: jest.fn(),
  sendToAllMessageText: jest.fn(),
  postSong: jest.fn(),
}));

const notices = recordEachTest<Notice>(onNotice);
const overlays = recordEachTest<OverlayRequest>(onOverlayRequest);
const sent = { broadcast: 1, recipients: 3 };

beforeEach(() => jest.clearAllMocks());

// As the shell mounts a page: inside its main landmark.
const renderInMain = (page: ReactElement) => render(<main>{page}</main>);

it('broadcasts a message, then says so and empties the field', async () => {
  jest.mocked(pushNotificationBroadcastText).mockResolvedValue(sent);
  renderInMain(<BroadcastPage />);
  const field = screen.getByLabelText('Message (1000 characters limit)');
  await userEvent.type(field, ' Hello everyone ');
  await userEvent.click(screen.getByRole('button', { name: 'Broadcast message' }));
  expect(pushNotificationBroadcastText).toHaveBeenCalledWith({ text_message: 'Hello everyone' });
  await waitFor(() => expect(notices).toEqual([{ kind: 'success', text: 'Message successfully broadcasted' }]));
  expect(field).toHaveValue('');
});

it('refuses an empty message and one over 1000 characters', async () => {
  renderInMain(<BroadcastPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Broadcast message' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Field required');
  const field = screen.getByLabelText('Message (1000 characters limit)');
  await userEvent.click(field);
  await userEvent.paste('x'.repeat(1001));
  expect(screen.getByText('1001/1000')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Broadcast message' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Maximum of 1000 characters');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations()).toEqual([]);
  expect(pushNotificationBroadcastText).not.toHaveBeenCalled();
});

it('shows the answer of a refused send and keeps the text', async () => {
  jest.mocked(pushNotificationBroadcastText).mockRejectedValue(httpError(403, { detail: 'Broadcast access needed' }));
  renderInMain(<BroadcastPage />);
  await userEvent.type(screen.getByLabelText('Message (1000 characters limit)'), 'Hi');
  await userEvent.click(screen.getByRole('button', { name: 'Broadcast message' }));
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'Broadcast access needed' }]));
  expect(screen.getByLabelText('Message (1000 characters limit)')).toHaveValue('Hi');
});

it('sends a message to all', async () => {
  jest.mocked(sendToAllMessageText).mockResolvedValue(sent);
  renderInMain(<SendToAllPage />);
  await userEvent.type(screen.getByLabelText('Send message to all'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send to all' }));
  expect(sendToAllMessageText).toHaveBeenCalledWith({ text: 'Hello' });
  await waitFor(() => expect(notices).toEqual([{ kind: 'success', text: 'Message successfully sent to all' }]));
});

it("opens the song search in 'Send a song to all' mode and sends the chosen song to all", async () => {
  jest.mocked(postSong).mockResolvedValue(songPost(77, { post_type: 1 }));
  jest.mocked(sendToAllMessage).mockResolvedValue(sent);
  renderInMain(<SendToAllPage />);
  const track = { id: 'trk9', name: 'Nine' } as Track;
  // A choice made for another page (a thread's 'Send a song') is not sent to all.
  emitTrackChosen({ mode: 'message', track, text: '' });
  await userEvent.click(screen.getByRole('button', { name: 'Send song to all' }));
  expect(overlays).toEqual([{ type: 'songSearch', mode: 'message_to_all' }]);
  expect(await axeViolations()).toEqual([]);
  act(() => emitTrackChosen({ mode: 'message_to_all', track, text: 'Listen' }));
  await waitFor(() => expect(notices).toEqual([{ kind: 'success', text: 'Song successfully sent to all' }]));
  expect(postSong).toHaveBeenCalledTimes(1);
  expect(postSong).toHaveBeenCalledWith({ song: 'trk9', title: 'Nine', comment: 'Listen', mentions: [], post_type: 1 });
  expect(sendToAllMessage).toHaveBeenCalledWith({ song_post: 77 });
});
