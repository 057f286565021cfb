import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkMessageThread,
  createMessage,
  getMessageThreadInfo,
  getMessageThreadSettings,
  getMessageThreads,
  getMessages,
  leaveMessageThread,
  postSong,
  setMessageThreadName,
} from '@upclub/shared/api';
import {
  emitLiveEvent,
  emitTrackChosen,
  onNotice,
  onOverlayRequest,
  onPlayerCommand,
  type Notice,
  type OverlayRequest,
  type PlayerCommand,
} from '@upclub/shared/bus';
import { aMessage, aMessageThread, busRecorder, paged, songPost } from '@upclub/shared/testing';
import type { Message, Track, UserSearchResult } from '@upclub/shared/types';
import { axeViolations } from '@upclub/shared/testing';
import { ME_ID, renderApp, signIn } from './testing/renderApp';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMessageThreads: jest.fn(),
  searchMessageThreads: jest.fn(),
  getMessageThreadInfo: jest.fn(),
  getMessages: jest.fn(),
  checkMessageThread: jest.fn(),
  createMessage: jest.fn(),
  postSong: jest.fn(),
  setMessageThreadName: jest.fn(),
  addUsersToMessageThread: jest.fn(),
  leaveMessageThread: jest.fn(),
  messagesSearchUsername: jest.fn(),
  getMessageThreadSettings: jest.fn(),
}));

// The machine is shared: give the lazy page and its queries time to settle.
configure({ asyncUtilTimeout: 5000 });
// jsdom does not scroll: Virtuoso keeps its place with scrollBy when older rows come above.
Element.prototype.scrollBy ??= () => undefined;

const collect = busRecorder();
const person = (id: number, username = `user${id}`): UserSearchResult => ({
  upclubuser: id,
  username,
  first_name: `First${id}`,
  last_name: 'Last',
  thumbnail_picture: null,
});
const bob = person(9, 'bob');
const thread4 = aMessageThread(4, [bob], { messagethreadname: null, already_read: false });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const track: Track = {
  id: 'trk77',
  name: 'Blue Song',
  uri: 'spotify:track:trk77',
  duration_ms: 1000,
  artists: [{ id: 'a', name: 'The Band', uri: 'x' }],
  album: { id: 'al', name: 'Album', images: [], uri: 'y' },
} as unknown as Track;

beforeEach(() => {
  signIn();
  localStorage.clear();
  jest.mocked(getMessageThreads).mockResolvedValue(paged([thread4]));
  jest.mocked(getMessageThreadInfo).mockResolvedValue(thread4);
  jest.mocked(getMessages).mockResolvedValue(paged([]));
  jest.mocked(getMessageThreadSettings).mockResolvedValue({ messagethread: 4, notify: true, mute: false });
});

describe('the thread list', () => {
  it("shows the empty state, 'No messages found', and clears the stored track list", async () => {
    jest.mocked(getMessageThreads).mockResolvedValue(paged([]));
    localStorage.setItem('message_track_uris', '["a"]');
    await renderApp('/messages');
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Messages' })).toBeInTheDocument();
    expect(screen.getByText('Send private messages and songs to a friend or group')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New Message' })).toHaveLength(2);
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toBeInTheDocument();
    expect(localStorage.getItem('message_track_uris')).toBeNull();
  });

  it('shows each thread with its avatars, a 70-character preview and an unread dot', async () => {
    const group = aMessageThread(7, [person(11), person(12), person(13), person(14), person(15)], {
      messagethreadname: 'Band ✨ فرقة',
      latest_message: { upclubuser: 11, username: 'user11', text: 'y'.repeat(100), song_post: null },
    });
    jest.mocked(getMessageThreads).mockResolvedValue(paged([thread4, group]));
    await renderApp('/messages');
    const list = await screen.findByRole('list', { name: 'Your Messages' });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('bob');
    expect(within(rows[0]).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Unread')).toBeNull();
    expect(
      within(rows[1]).getByRole('img', { name: 'First11 Last, First12 Last, First13 Last and 2 more' }),
    ).toHaveTextContent('+2');
    const name = within(rows[1]).getByText('Band ✨ فرقة');
    expect(name).toHaveAttribute('dir', 'auto');
    const preview = within(rows[1]).getByText(/^user11: y+…$/);
    expect(Array.from(preview.textContent ?? '')).toHaveLength(70);
  });

  it('says when the threads could not be loaded, with Retry', async () => {
    jest.mocked(getMessageThreads).mockRejectedValue(new Error('down'));
    await renderApp('/messages');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('a thread', () => {
  // Only the clock is fixed, at noon: messages 40 minutes old are "Today" even when the suite
  // runs just after midnight. Timers stay real for Testing Library's waits.
  beforeAll(() => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    jest.useFakeTimers({
      now: noon,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());

  // Made in the test, on the fixed clock.
  const messages = (): Message[] => [
    aMessage(3, 4, { upclubuser: ME_ID, username: 'me', text: 'third', created_at: minutesAgo(1) }),
    aMessage(2, 4, { upclubuser: 9, username: 'bob', text: '<b>bold</b> שלום', created_at: minutesAgo(40) }),
    aMessage(1, 4, { upclubuser: 9, username: 'bob', text: 'first', created_at: minutesAgo(40.5) }),
  ];

  it('groups by date, merges one sender within a minute and shows markup as text', async () => {
    jest.mocked(getMessages).mockResolvedValue(paged(messages()));
    await renderApp('/messages/4');
    const log = await screen.findByRole('log', { name: 'Messages with bob' });
    expect(await within(log).findAllByText(/^Today /)).toHaveLength(2);
    const bobs = await within(log).findByRole('group', { name: 'bob' });
    expect(within(bobs).getByText('first')).toBeInTheDocument();
    const markup = within(bobs).getByText('<b>bold</b> שלום');
    expect(markup).toHaveAttribute('dir', 'auto');
    expect(markup.querySelector('b')).toBeNull();
    expect(await within(log).findByRole('group', { name: 'You' })).toHaveTextContent('third');
    expect(await axeViolations()).toEqual([]);
  });

  it("plays a song in place through the player, and opens the songs tab ('No shared songs')", async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    const song = aMessage(5, 4, {
      upclubuser: 9,
      username: 'bob',
      text: '',
      created_at: minutesAgo(0.5),
      song: 'trk77',
      song_post: 55,
      thesongpost: { song_post: 55, song: 'trk77', title: 'Blue Song', post_type: 1, track_details: null },
    });
    jest
      .mocked(getMessages)
      .mockImplementation((_t, kind) => Promise.resolve(kind === 'songs' ? paged([]) : paged([song, ...messages()])));
    await renderApp('/messages/4');
    const log = await screen.findByRole('log');
    await userEvent.click(await within(log).findByRole('button', { name: 'Play Blue Song', hidden: true }));
    expect(await within(log).findByRole('button', { name: 'Play Blue Song' })).toBeVisible();
    expect(commands).toEqual([
      expect.objectContaining({
        type: 'toggle',
        post: expect.objectContaining({ song_post: 55, song: 'trk77' }),
        page: { name: 'message_box', params: { id: 4 } },
      }),
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Songs' }));
    expect(await screen.findByText('No shared songs')).toBeInTheDocument();
    expect(getMessages).toHaveBeenCalledWith(4, 'songs', null);
  });

  it('loads earlier messages from the top of the thread', async () => {
    const older = aMessage(0, 4, {
      upclubuser: 9,
      username: 'bob',
      text: 'from last week',
      created_at: minutesAgo(10_000),
    });
    jest
      .mocked(getMessages)
      .mockImplementation((_t, _kind, next) =>
        Promise.resolve(next ? paged([older]) : paged(messages(), 'http://api.test/v1/getmessages/4/all?page=2')),
      );
    await renderApp('/messages/4');
    const log = await screen.findByRole('log');
    await userEvent.click(await within(log).findByRole('button', { name: 'Load earlier messages', hidden: true }));
    expect(await within(log).findByText('from last week')).toBeInTheDocument();
    expect(getMessages).toHaveBeenCalledWith(4, 'all', 'http://api.test/v1/getmessages/4/all?page=2');
  });

  it('sends text, and refuses text over the limit with the spec message', async () => {
    jest.mocked(getMessages).mockResolvedValue(paged(messages()));
    const sent = aMessage(10, 4, { upclubuser: ME_ID, username: 'me', text: 'hello there', created_at: minutesAgo(0) });
    jest.mocked(createMessage).mockResolvedValue({ messagethread: 4, thread: thread4, message: sent });
    await renderApp('/messages/4');
    const input = await screen.findByPlaceholderText('type your message...');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1001));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum of 1000 characters');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'hello there{Enter}');
    await waitFor(() =>
      expect(createMessage).toHaveBeenCalledWith({ messagethread: 4, text: 'hello there', song_post: null }),
    );
    expect(await screen.findByText('hello there')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it("turns the send icon of an empty input into 'Send a song', and sends the chosen song", async () => {
    const overlays = collect<OverlayRequest>(onOverlayRequest);
    jest.mocked(postSong).mockResolvedValue(songPost(55, { post_type: 1 }));
    jest.mocked(createMessage).mockResolvedValue({
      messagethread: 4,
      thread: thread4,
      message: aMessage(11, 4, { upclubuser: ME_ID, text: '', song_post: 55, song: 'trk77' }),
    });
    await renderApp('/messages/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a song' }));
    expect(overlays).toEqual([{ type: 'songSearch', mode: 'message' }]);
    await act(async () => emitTrackChosen({ mode: 'message', track, text: 'listen' }));
    await waitFor(() =>
      expect(createMessage).toHaveBeenCalledWith({ messagethread: 4, text: 'listen', song_post: 55 }),
    );
    expect(postSong).toHaveBeenCalledWith(expect.objectContaining({ song: 'trk77', post_type: 1 }));
  });

  it('shows a live message at once and moves its thread to the top', async () => {
    const other = aMessageThread(6, [person(12)]);
    jest.mocked(getMessageThreads).mockResolvedValue(paged([other, thread4]));
    jest.mocked(getMessages).mockResolvedValue(paged(messages()));
    await renderApp('/messages/4');
    await screen.findByRole('log');
    const live = aMessage(20, 4, { upclubuser: 9, username: 'bob', text: 'live one', created_at: minutesAgo(0) });
    act(() =>
      emitLiveEvent({
        type: 'message',
        data: { messagethread: 4, message: live, counts: { notifications: 0, message_notifications: 0 } },
      }),
    );
    expect(await screen.findByText('live one')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Your Messages' })).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('bob: live one');
  });
});

describe('new threads', () => {
  it('?profile= starts a new thread that takes its real id on the first send', async () => {
    jest.mocked(checkMessageThread).mockResolvedValue({ messagethread: null });
    jest.mocked(createMessage).mockResolvedValue({
      messagethread: 30,
      thread: aMessageThread(30, [bob]),
      message: aMessage(31, 30, { upclubuser: ME_ID, text: 'hi bob' }),
    });
    await renderApp('/messages?profile=bob:9');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/messages/new'));
    expect(checkMessageThread).toHaveBeenCalledWith([9]);
    expect(screen.getByRole('list', { name: 'Unsaved thread' })).toHaveTextContent('new');
    expect(screen.queryByRole('button', { name: 'Thread settings' })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('type your message...'), 'hi bob{Enter}');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/messages/30'));
    expect(createMessage).toHaveBeenCalledWith({
      messagethread: null,
      text: 'hi bob',
      song_post: null,
      upclubusers: [9],
    });
  });

  it('?profile= opens the existing thread with that user', async () => {
    jest.mocked(checkMessageThread).mockResolvedValue({ messagethread: 4 });
    await renderApp('/messages?profile=bob:9');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/messages/4'));
  });
});

describe('thread settings', () => {
  it("renames the thread and says 'Settings updated'", async () => {
    const notices = collect<Notice>(onNotice);
    jest.mocked(setMessageThreadName).mockResolvedValue({ ...thread4, messagethreadname: 'Duo' });
    await renderApp('/messages/4/settings');
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('button', { name: 'Add More' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Add Members' })).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Group Name' });
    await userEvent.type(name, 'Duo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(setMessageThreadName).toHaveBeenCalledWith(4, 'Duo'));
    expect(notices).toContainEqual({ kind: 'success', text: 'Settings updated' });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/messages\/4$/));
    expect(await axeViolations()).toEqual([]);
  });

  it("leaves the chat after the 'Leave chat ?' confirm", async () => {
    jest.mocked(leaveMessageThread).mockResolvedValue({ detail: 'ok' });
    await renderApp('/messages/4/settings');
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave chat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave chat ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/messages$/));
    expect(leaveMessageThread).toHaveBeenCalledWith(4);
  });
});
