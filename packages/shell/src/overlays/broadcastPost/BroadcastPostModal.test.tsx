import { act, screen, waitFor } from '@testing-library/react';
import { FAILURE_TEXT } from '@upclub/shared/constants';
import userEvent from '@testing-library/user-event';
import { pushNotificationBroadcast } from '@upclub/shared/api';
import { onNotice, setCurrentUser, type Notice } from '@upclub/shared/bus';
import { aUser, axeViolations, httpError, recordEachTest } from '@upclub/shared/testing';
import type { BroadcastResult } from '@upclub/shared/types';
import { aSongPost, renderWithQuery } from '../songSearch/testing';
import { BroadcastPostModal } from './BroadcastPostModal';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  pushNotificationBroadcast: jest.fn(),
}));

const send = jest.mocked(pushNotificationBroadcast);
const notices = recordEachTest<Notice>(onNotice);
const sent: BroadcastResult = { broadcast: 1, recipients: 3 };
/** What axios rejects with when no answer came. */
const noNetwork = () => Object.assign(new Error('Network Error'), { isAxiosError: true });

beforeEach(() => {
  jest.clearAllMocks();
  act(() => setCurrentUser(aUser({ upclubuser: 1, user_type: 4 })));
});
afterAll(() => setCurrentUser(null));

const post = aSongPost({
  song_post: 42,
  track_details: {
    id: 't1',
    name: 'One More Time',
    uri: 'spotify:track:t1',
    artists: [{ name: 'Daft Punk' }],
    album: { images: [{ url: 'https://img.test/a.jpg', width: 300, height: 300 }] },
  },
});

function open() {
  const onClose = jest.fn();
  renderWithQuery(<BroadcastPostModal post={post} onClose={onClose} />);
  return { onClose, field: screen.getByLabelText('Message (1000 characters limit)') };
}
// While sending, the spinner's 'Loading' joins the name.
const button = () => screen.getByRole('button', { name: /Broadcast message$/ });

describe('Broadcast Post', () => {
  it('shows which post goes out, an empty message with its count, and no axe violations', async () => {
    const { field } = open();
    const dialog = screen.getByRole('dialog', { name: 'Broadcast Post' });
    expect(dialog).toHaveTextContent('One More Time');
    expect(dialog).toHaveTextContent('Daft Punk');
    expect(dialog).toHaveTextContent('Posted by @ada');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses an empty message and one over 1000 characters, keeping the text', async () => {
    const { field } = open();
    await userEvent.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent('Field required');
    await userEvent.type(field, '   ');
    await userEvent.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent('Field required');

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(1001));
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    await userEvent.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum of 1000 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('x'.repeat(1001));
    expect(await axeViolations()).toEqual([]);

    // The message goes as soon as the text fits again.
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the text with the post, busy until answered, then says so and closes', async () => {
    let answer: (result: BroadcastResult) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { onClose, field } = open();
    await userEvent.type(field, '  Listen to this one  ');
    await userEvent.click(button());
    expect(send).toHaveBeenCalledWith({ text_message: 'Listen to this one', song_post: 42 }, { quiet: true });
    await waitFor(() => expect(button()).toBeDisabled());
    await userEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);

    act(() => answer(sent));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(notices).toEqual([{ kind: 'success', text: 'Post successfully broadcasted' }]);
  });

  it.each([
    [
      'a refusal without broadcast access (403)',
      httpError(403, { detail: 'You do not have permission to perform this action.' }),
      'You do not have permission to perform this action.',
    ],
    ['a missing route (404)', httpError(404, { detail: 'Not found.' }), 'Not found.'],
    [
      'a post that is gone (400)',
      httpError(400, { song_post: ['Invalid pk "42" - object does not exist.'] }),
      'This post is no longer available.',
    ],
    ['a server error without detail (500)', httpError(500, null), FAILURE_TEXT.serverProblem()],
    ['no network', noNetwork(), 'Please check your internet connection.'],
  ])('says %s in the modal and keeps the text for another try', async (_, error, expected) => {
    send.mockRejectedValue(error);
    const { onClose, field } = open();
    await userEvent.type(field, 'Hello all');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(field).toHaveValue('Hello all');
    expect(button()).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it("shows the server's message on the text under the field", async () => {
    send.mockRejectedValue(httpError(400, { text_message: ['Maximum of 1000 characters'] }));
    const { field } = open();
    await userEvent.type(field, 'Hi');
    await userEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum of 1000 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Hi');
  });

  it('Cancel closes without sending', async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['a user without the broadcast bit', 2, {}],
    ['a message song (post_type 1)', 6, { post_type: 1 }],
  ])('shows nothing for %s', (_, user_type, overrides) => {
    act(() => setCurrentUser(aUser({ user_type })));
    renderWithQuery(<BroadcastPostModal post={aSongPost(overrides)} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
