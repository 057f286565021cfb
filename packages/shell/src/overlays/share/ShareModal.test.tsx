import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { getMessageThreads, searchMessageThreads, searchUsername, sharePost } from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { aMessageThread, recordEachTest } from '@upclub/shared/testing';
import type { MessageThread, UserSearchResult } from '@upclub/shared/types';
import { AFTER_DEBOUNCE, aSongPost, renderWithQuery } from '../songSearch/testing';
import { ShareModal } from './ShareModal';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  searchUsername: jest.fn(),
  getMessageThreads: jest.fn(),
  searchMessageThreads: jest.fn(),
  sharePost: jest.fn(),
}));

const users = jest.mocked(searchUsername);
const threads = jest.mocked(getMessageThreads);
const threadSearch = jest.mocked(searchMessageThreads);
const share = jest.mocked(sharePost);

const person = (upclubuser: number, username: string, first_name: string): UserSearchResult => ({
  upclubuser,
  username,
  first_name,
  last_name: 'Doe',
  thumbnail_picture: null,
});
const thread = (messagethread: number, messagethreadname: string | null, members: UserSearchResult[]): MessageThread =>
  aMessageThread(messagethread, members, { messagethreadname });

const ada = person(7, 'ada', 'Ada');
const band = thread(3, 'Band practice', [ada, person(8, 'bob', 'Bob')]);

const notices = recordEachTest(onNotice);
beforeEach(() => {
  jest.clearAllMocks();
  threads.mockResolvedValue({ next: null, results: [band, thread(4, null, [person(9, 'cy', 'Cy')])] });
  threadSearch.mockResolvedValue({ next: null, results: [band] });
  users.mockResolvedValue({ next: null, results: [ada] });
});

const open = () => {
  const onClose = jest.fn();
  renderWithQuery(<ShareModal post={aSongPost({ song_post: 42 })} onClose={onClose} />);
  return { onClose };
};
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('Share in a message', () => {
  it("lists the user's threads and keeps Send disabled until one is chosen", async () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Send in a message' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Band practice/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Cy/ })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(users).not.toHaveBeenCalled();
  });

  it('sends the post to the chosen users and threads', async () => {
    share.mockResolvedValue({ detail: 'ok' });
    const { onClose } = open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Band practice/ }));
    expect(sendButton()).toBeEnabled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ad');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ada Doe/ }, AFTER_DEBOUNCE));
    expect(users).toHaveBeenCalledWith('ad', null);
    expect(threadSearch).toHaveBeenCalledWith('ad', null);
    const chips = screen.getByRole('list', { name: 'Selected' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ada Doe', 'Band practice']);

    await userEvent.click(sendButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({ upclubusers: [7], messagethreads: [3], song_post: 42 });
    expect(notices).toEqual([{ kind: 'success', text: 'Post successfully shared' }]);
  });

  it('a chip removes its choice', async () => {
    open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Band practice/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Band practice' }));
    expect(screen.getByRole('checkbox', { name: /Band practice/ })).not.toBeChecked();
    expect(sendButton()).toBeDisabled();
  });

  it("says 'No user found' when the search finds nobody", async () => {
    users.mockResolvedValue({ next: null, results: [] });
    open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zz');
    expect(await screen.findByText('No user found', undefined, AFTER_DEBOUNCE)).toBeInTheDocument();
  });

  it('stays open with the choice kept when sending fails', async () => {
    // No answer: the API client has said so (the connection notice), the modal adds nothing.
    share.mockRejectedValue(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const { onClose } = open();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Band practice/ }));
    await userEvent.click(sendButton());
    await waitFor(() => expect(share).toHaveBeenCalled());
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: /Band practice/ })).toBeChecked();
    expect(notices).toEqual([]);
  });
});
