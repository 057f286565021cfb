import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from './client';
import {
  addUsersToMessageThread,
  checkMessageThread,
  createMessage,
  getMessageThreadInfo,
  getMessageThreads,
  getMessages,
  leaveMessageThread,
  messagesSearchUsername,
  searchMessageThreadNames,
  searchMessageThreads,
  setMessageThreadName,
} from './messages';

// Each Messages call of spec part 2 §7 goes to its path, with its method and body.

let seen: InternalAxiosRequestConfig[] = [];
const original = http.defaults.adapter;
beforeEach(() => {
  seen = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, data: { ok: true }, headers: {}, config, statusText: 'OK' };
  };
  http.defaults.adapter = adapter;
});
afterAll(() => {
  http.defaults.adapter = original;
});

const call = () => ({
  method: seen[0].method,
  url: seen[0].url,
  body: seen[0].data ? JSON.parse(seen[0].data) : undefined,
});

describe('the Messages client', () => {
  it.each([
    ['getMessageThreads', () => getMessageThreads(), 'get', 'v1/getmessagethreads/', undefined],
    [
      'searchMessageThreads',
      () => searchMessageThreads('a b/ש'),
      'get',
      'v1/searchmessagethreads/a%20b%2F%D7%A9',
      undefined,
    ],
    [
      'searchMessageThreadNames',
      () => searchMessageThreadNames('jazz'),
      'get',
      'v1/messagessearchmessagethreadnames/jazz',
      undefined,
    ],
    ['getMessageThreadInfo', () => getMessageThreadInfo(7), 'get', 'v1/getmessagethreadinfo/7', undefined],
    ['getMessages', () => getMessages(7, 'songs'), 'get', 'v1/getmessages/7/songs', undefined],
    ['messagesSearchUsername', () => messagesSearchUsername('ad'), 'get', 'v1/messagessearchusername/ad', undefined],
    ['checkMessageThread', () => checkMessageThread([2, 3]), 'post', 'v1/checkmessagethread/', { upclubusers: [2, 3] }],
    [
      'createMessage',
      () => createMessage({ messagethread: null, text: 'hi', song_post: null, upclubusers: [2] }),
      'post',
      'v1/createmessage/',
      { messagethread: null, text: 'hi', song_post: null, upclubusers: [2] },
    ],
    [
      'setMessageThreadName',
      () => setMessageThreadName(7, 'Jazz'),
      'patch',
      'v1/setmessagethreadname/7',
      { messagethreadname: 'Jazz' },
    ],
    [
      'addUsersToMessageThread',
      () => addUsersToMessageThread(7, [4]),
      'patch',
      'v1/adduserstomessagethread/7',
      { upclubusers: [4] },
    ],
    ['leaveMessageThread', () => leaveMessageThread(7), 'post', 'v1/leavemessagethread/7', undefined],
  ])('%s', async (_name, run, method, url, body) => {
    await run();
    expect(call()).toEqual({ method, url, body });
  });

  it('follows a next link as it is', async () => {
    await getMessages(7, 'all', 'http://host/api/v1/getmessages/7/all?page=2');
    expect(call().url).toBe('http://host/api/v1/getmessages/7/all?page=2');
  });
});
