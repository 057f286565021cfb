import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getMessageThreadInfo,
  getMessageThreadSettings,
  getMessageThreads,
  getMessages,
  setMessageThreadName,
  setMessageThreadSettings,
} from '@upclub/shared/api';
import { emitLiveEvent, onNotice, type Notice } from '@upclub/shared/bus';
import { aMessageThread, axeViolations, busRecorder, paged } from '@upclub/shared/testing';
import type { MessageThread, ThreadChangeKind, UserSearchResult } from '@upclub/shared/types';
import { renderApp, signIn } from './testing/renderApp';

// Issue 22: a thread's changes made by another member (a new name, new members, someone leaving)
// show at once in the list, the open thread's header and its settings; and the chat settings'
// Notifications and Mute switches are read, flipped with the keyboard and saved.

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMessageThreads: jest.fn(),
  searchMessageThreads: jest.fn(),
  getMessageThreadInfo: jest.fn(),
  getMessages: jest.fn(),
  setMessageThreadName: jest.fn(),
  addUsersToMessageThread: jest.fn(),
  leaveMessageThread: jest.fn(),
  messagesSearchUsername: jest.fn(),
  getMessageThreadSettings: jest.fn(),
  setMessageThreadSettings: jest.fn(),
}));

configure({ asyncUtilTimeout: 5000 });
Element.prototype.scrollBy ??= () => undefined;

const collect = busRecorder();
const person = (id: number, username: string): UserSearchResult => ({
  upclubuser: id,
  username,
  first_name: '',
  last_name: '',
  thumbnail_picture: null,
});
const bob = person(9, 'bob');
const cat = person(10, 'cat');
const dan = person(11, 'dan');
const group = aMessageThread(4, [bob, cat], { messagethreadname: 'Band' });
const other = aMessageThread(6, [person(12, 'eve')]);
const counts = { notifications: 0, message_notifications: 0 };

const threadEvent = (change: ThreadChangeKind, thread: MessageThread) =>
  act(() => emitLiveEvent({ type: 'thread', data: { messagethread: thread.messagethread, change, thread, counts } }));

const threadList = () => screen.getByRole('list', { name: 'Your Messages' });

beforeEach(() => {
  signIn();
  jest.mocked(getMessageThreads).mockResolvedValue(paged([other, group]));
  jest.mocked(getMessageThreadInfo).mockResolvedValue(group);
  jest.mocked(getMessages).mockResolvedValue(paged([]));
  jest.mocked(getMessageThreadSettings).mockResolvedValue({ messagethread: 4, notify: true, mute: false });
});

describe('live thread changes', () => {
  it('a new name shows at once in the list and the open thread’s header, in its place', async () => {
    await renderApp('/messages/4');
    expect(await screen.findByRole('heading', { name: 'Band', level: 2 })).toBeInTheDocument();
    threadEvent('renamed', { ...group, messagethreadname: 'Night shift' });
    expect(await screen.findByRole('heading', { name: 'Night shift', level: 2 })).toBeInTheDocument();
    const rows = within(threadList()).getAllByRole('link');
    // A rename is not activity: the thread keeps its place.
    expect(rows[1]).toHaveTextContent('Night shift');
    expect(rows[0]).not.toHaveTextContent('Night shift');
    expect(getMessageThreads).toHaveBeenCalledTimes(1);
  });

  it('new and departed members show in the header’s avatars', async () => {
    await renderApp('/messages/4');
    // The header's own avatars: the thread's row in the list beside it shows the same ones.
    const header = within(await screen.findByRole('region', { name: 'Conversation' }));
    expect(await header.findByRole('img', { name: 'bob, cat' })).toBeInTheDocument();
    threadEvent('added', { ...group, members: { upclubusers: [bob, cat, dan], upclubusers_count: 3 } });
    expect(await header.findByRole('img', { name: 'bob, cat, dan' })).toBeInTheDocument();
    threadEvent('left', { ...group, members: { upclubusers: [cat, dan], upclubusers_count: 2 } });
    expect(await header.findByRole('img', { name: 'cat, dan' })).toBeInTheDocument();
  });

  it('a thread the user was just added to appears in their list', async () => {
    jest.mocked(getMessageThreads).mockResolvedValue(paged([other]));
    await renderApp('/messages');
    await within(await screen.findByRole('list', { name: 'Your Messages' })).findByText('eve');
    expect(within(threadList()).queryByText('Band')).toBeNull();
    jest.mocked(getMessageThreads).mockResolvedValue(paged([group, other]));
    threadEvent('added', group);
    expect(await within(threadList()).findByText('Band')).toBeInTheDocument();
  });
});

describe('chat settings', () => {
  it('shows the member’s switches, flips them with the keyboard and saves them with the name', async () => {
    const notices = collect<Notice>(onNotice);
    jest.mocked(setMessageThreadSettings).mockResolvedValue({ messagethread: 4, notify: false, mute: true });
    await renderApp('/messages/4/settings');
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    const notify = await within(dialog).findByRole('switch', { name: 'Notifications' });
    const mute = within(dialog).getByRole('switch', { name: 'Mute' });
    await waitFor(() => expect(notify).toBeEnabled());
    expect(notify).toHaveAttribute('aria-checked', 'true');
    expect(mute).toHaveAttribute('aria-checked', 'false');
    expect(mute).toHaveAccessibleDescription(/no toast/);
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();

    act(() => notify.focus());
    await userEvent.keyboard(' ');
    expect(notify).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    expect(mute).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(mute).toHaveAttribute('aria-checked', 'true');
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(save);
    await waitFor(() => expect(setMessageThreadSettings).toHaveBeenCalledWith(4, { notify: false, mute: true }));
    expect(setMessageThreadName).not.toHaveBeenCalled();
    expect(notices).toContainEqual({ kind: 'success', text: 'Settings updated' });
  });

  it("keeps the chat name required: 'Field required'", async () => {
    await renderApp('/messages/4/settings');
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Group Name' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Field required')).toBeInTheDocument();
    expect(setMessageThreadName).not.toHaveBeenCalled();
  });
});
