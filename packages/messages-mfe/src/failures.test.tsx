import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessageThreadInfo, getMessageThreads, getMessages } from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { aMessageThread, paged, recordEachTest, throttleEveryRequest } from '@upclub/shared/testing';
import { renderApp, signIn } from './testing/renderApp';

// What a person is told when the server refuses a message: the reads are stubbed, the send goes
// through the real API client.
jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMessageThreads: jest.fn(),
  getMessageThreadInfo: jest.fn(),
  getMessages: jest.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
// jsdom does not scroll: Virtuoso keeps its place with scrollBy when older rows come above.
Element.prototype.scrollBy ??= () => undefined;

const notices = recordEachTest(onNotice);
const bob = { upclubuser: 9, username: 'bob', first_name: 'Bob', last_name: 'Last', thumbnail_picture: null };
const thread4 = aMessageThread(4, [bob]);

beforeEach(() => {
  signIn();
  jest.mocked(getMessageThreads).mockResolvedValue(paged([thread4]));
  jest.mocked(getMessageThreadInfo).mockResolvedValue(thread4);
  jest.mocked(getMessages).mockResolvedValue(paged([]));
});

it('a message refused for too many requests (429) says how long to wait, once, and keeps its text', async () => {
  await renderApp('/messages/4');
  const input = await screen.findByPlaceholderText('type your message...');
  const undo = throttleEveryRequest(3600);
  try {
    await userEvent.type(input, 'hello there{Enter}');
    await waitFor(() =>
      expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 60 minutes.' }]),
    );
    expect(input).toHaveValue('hello there');
  } finally {
    undo();
  }
});
