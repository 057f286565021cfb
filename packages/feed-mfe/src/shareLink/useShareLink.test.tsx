import { render, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { http } from '@upclub/shared/api';
import { onNotice, onPlayerCommand, type Notice, type PlayerCommand } from '@upclub/shared/bus';
import { useShareLink } from './useShareLink';

function ShareLink() {
  useShareLink(true);
  return null;
}

/** Every request of the real API client fails the way `fail` says. */
function answerWith(fail: (config: InternalAxiosRequestConfig) => AxiosError) {
  http.defaults.adapter = async (config) => {
    throw fail(config);
  };
}

const adapter = http.defaults.adapter;
let notices: Notice[];
let commands: PlayerCommand[];
let offs: Array<() => void>;
beforeEach(() => {
  notices = [];
  commands = [];
  offs = [onNotice((n) => notices.push(n)), onPlayerCommand((c) => commands.push(c))];
});
afterEach(() => {
  offs.forEach((off) => off());
  http.defaults.adapter = adapter;
});

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShareLink />
    </MemoryRouter>,
  );

describe('share link', () => {
  it("a post the server does not find says 'Post not found', once", async () => {
    answerWith((config) => {
      const response = {
        status: 404,
        statusText: '404',
        data: { detail: 'Not found.' },
        headers: {},
        config: { headers: new AxiosHeaders() },
      };
      return new AxiosError('404', AxiosError.ERR_BAD_REQUEST, config, undefined, response);
    });
    open('/discover/?share_post=7');
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'Post not found' }]));
    expect(commands).toEqual([]);
  });

  it('with no network it shows one notice: the connection one', async () => {
    answerWith((config) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    open('/discover/?share_post=7');
    await waitFor(() => expect(notices).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
    expect(commands).toEqual([]);
  });
});
