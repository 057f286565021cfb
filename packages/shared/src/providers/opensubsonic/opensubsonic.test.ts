import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { configureApi, http } from '@upclub/shared/api';
import { onAccountError, onNotice, type Notice } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import { isProviderConnected, setProviderConnected, setToken, STORAGE_KEYS } from '@upclub/shared/session';
import { openSubsonicProvider } from '.';
import { getMusicLink, linkFailureText, linkMusicServer, unlinkMusicServer } from './api';

// The OpenSubsonic provider against UpClub's /api/v1/music/* routes (docs/providers.md), through
// the page's real API client: each request is recorded and answered from a queue.

interface Sent {
  method: string;
  url: string;
  params: unknown;
  data: unknown;
  auth: unknown;
}

type Answer = [number, unknown?] | 'no answer';

function answer(...answers: Answer[]): Sent[] {
  const sent: Sent[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      method: config.method ?? 'get',
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      params: config.params,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      auth: config.headers.get('Authorization'),
    });
    const next = answers.shift();
    if (!next) throw new Error(`unexpected ${config.method} ${config.url}`);
    if (next === 'no answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const [status, data = null] = next;
    const response = { status, statusText: String(status), data, headers: new AxiosHeaders(), config } as AxiosResponse;
    if (status < 400) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, undefined, response);
  };
  return sent;
}

const TOKEN = 'p'.repeat(40);
const API = 'https://api.upclub.test/api/';
const { catalogue, library, accountLink } = openSubsonicProvider;
const server = { name: 'Home music', version: '0.4', type: 'supysonic', open_subsonic: false };
const page = (items: unknown[]) => ({ href: '', items, limit: 10, next: null, offset: 0, previous: null, total: 1 });

beforeAll(() => configureApi({ baseURL: API }));
beforeEach(() => {
  localStorage.clear();
  setToken(TOKEN);
});
afterAll(() => {
  http.defaults.adapter = undefined;
});

describe('catalogue', () => {
  it('searches with the product token, the types joined and the page', async () => {
    const results = { tracks: page([{ id: 's1' }]) };
    const sent = answer([200, results]);
    await expect(catalogue.search('blue river', ['track', 'album'], 10, 5)).resolves.toEqual(results);
    expect(sent).toEqual([
      {
        method: 'get',
        url: `${API}v1/music/search/`,
        params: { q: 'blue river', type: 'track,album', offset: 10, limit: 5 },
        data: undefined,
        auth: `Token ${TOKEN}`,
      },
    ]);
  });

  it('reads tracks, artists, albums and playlists at their routes, ids escaped', async () => {
    const sent = answer(
      [200, { id: 'a/1' }],
      [200, { id: 'ar' }],
      [200, { tracks: [{ id: 't1' }] }],
      [200, { id: 'al' }],
      [200, page([])],
      [200, page([])],
      [200, page([])],
    );
    await expect(catalogue.getTrack('a/1')).resolves.toEqual({ id: 'a/1' });
    await catalogue.getArtist('ar');
    await expect(catalogue.getArtistTopTracks('ar')).resolves.toEqual([{ id: 't1' }]);
    await catalogue.getAlbum('al');
    await catalogue.getAlbumTracks('al', 20, 10);
    await catalogue.getMyPlaylists(0, 10);
    await catalogue.getPlaylistTracks('pl', 10, 10);
    expect(sent.map((s) => [s.url.slice(API.length), s.params ?? null])).toEqual([
      ['v1/music/tracks/a%2F1/', null],
      ['v1/music/artists/ar/', null],
      ['v1/music/artists/ar/top-tracks/', null],
      ['v1/music/albums/al/', null],
      ['v1/music/albums/al/tracks/', { offset: 20, limit: 10 }],
      ['v1/music/me/playlists/', { offset: 0, limit: 10 }],
      ['v1/music/playlists/pl/tracks/', { offset: 10, limit: 10 }],
    ]);
  });
});

describe('library: the starred songs', () => {
  it('lists, checks, stars and unstars by ids', async () => {
    const sent = answer([200, page([{ added_at: '', track: { id: 's1' } }])], [200, [true, false]], [204], [204]);
    await expect(library.getSavedTracks(0, 10)).resolves.toMatchObject({ items: [{ track: { id: 's1' } }] });
    await expect(library.savedTracksContain(['s1', 's2'])).resolves.toEqual([true, false]);
    await expect(library.saveTracks(['s1'])).resolves.toBeUndefined();
    await expect(library.removeSavedTracks(['s1', 's2'])).resolves.toBeUndefined();
    expect(sent.map((s) => [s.method, s.url.slice(API.length), s.params])).toEqual([
      ['get', 'v1/music/me/tracks/', { offset: 0, limit: 10 }],
      ['get', 'v1/music/me/tracks/contains/', { ids: 's1,s2' }],
      ['put', 'v1/music/me/tracks/', { ids: 's1' }],
      ['delete', 'v1/music/me/tracks/', { ids: 's1,s2' }],
    ]);
  });
});

describe('not linked (409 not_linked)', () => {
  it('drops the connected flag and sends the user to connect again', async () => {
    setProviderConnected();
    const reasons: unknown[] = [];
    const stop = onAccountError((e) => reasons.push(e));
    answer([409, { detail: 'Connect to your music server first.', code: 'not_linked' }]);
    await expect(catalogue.search('x', ['track'], 0, 10)).rejects.toMatchObject({ response: { status: 409 } });
    stop();
    expect(reasons).toEqual([{ reason: 'forbidden', status: 409 }]);
    expect(localStorage.getItem(STORAGE_KEYS.providerConnected)).toBeNull();
  });

  it('another 409 is only a failure', async () => {
    setProviderConnected();
    const reasons: unknown[] = [];
    const stop = onAccountError((e) => reasons.push(e));
    answer([409, { detail: 'Conflict.' }]);
    await expect(library.saveTracks(['s1'])).rejects.toMatchObject({ response: { status: 409 } });
    stop();
    expect(reasons).toEqual([]);
    expect(isProviderConnected()).toBe(true);
  });
});

describe('account link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('plays for any account, in any browser', () => {
    expect(accountLink.requiresPremium).toBe(false);
    expect(accountLink.blocksMobile).toBe(false);
  });

  it('linked on the API: connected, the flag set, and the page stays', async () => {
    window.history.replaceState(null, '', '/login');
    const sent = answer([200, { linked: true, username: 'jane', server }]);
    await expect(accountLink.connect('jane')).resolves.toBe('connected');
    expect(sent.map((s) => [s.method, s.url.slice(API.length)])).toEqual([['get', 'v1/music/link/']]);
    expect(isProviderConnected()).toBe(true);
    expect(window.location.pathname).toBe('/login');
  });

  it.each<[string, Answer]>([
    ['not linked', [200, { linked: false, username: null, server }]],
    ['the question failed', 'no answer'],
  ])('%s: authorizing, and the connect page opens in this page', async (_, reply) => {
    window.history.replaceState(null, '', '/login');
    const moves: string[] = [];
    const listen = () => moves.push(window.location.pathname);
    window.addEventListener('popstate', listen);
    answer(reply);
    await expect(accountLink.connect('jane')).resolves.toBe('authorizing');
    window.removeEventListener('popstate', listen);
    expect(isProviderConnected()).toBe(false);
    expect(moves).toEqual(['/authorize-spotify']);
  });

  it('unlink forgets the link on the API, then the connected flag', async () => {
    setProviderConnected();
    const sent = answer([204]);
    await accountLink.unlink();
    expect(sent.map((s) => [s.method, s.url.slice(API.length)])).toEqual([['delete', 'v1/music/link/']]);
    expect(isProviderConnected()).toBe(false);
  });

  it('an unlink the API refused keeps the flag', async () => {
    setProviderConnected();
    answer([503, { detail: 'Down.' }]);
    await expect(accountLink.unlink()).rejects.toBeInstanceOf(AxiosError);
    expect(isProviderConnected()).toBe(true);
  });
});

describe('link calls', () => {
  it('link sends the password or the API key; status and unlink at the link route', async () => {
    const linked = { linked: true, username: 'jane', server };
    const sent = answer([200, linked], [200, linked], [200, linked], [204]);
    await expect(linkMusicServer({ username: 'jane', password: 'pw' })).resolves.toEqual(linked);
    await linkMusicServer({ api_key: 'sim-key-jane' });
    await expect(getMusicLink()).resolves.toEqual(linked);
    await unlinkMusicServer();
    expect(sent.map((s) => [s.method, s.url.slice(API.length), s.data ?? null])).toEqual([
      ['post', 'v1/music/link/', { username: 'jane', password: 'pw' }],
      ['post', 'v1/music/link/', { api_key: 'sim-key-jane' }],
      ['get', 'v1/music/link/', null],
      ['delete', 'v1/music/link/', null],
    ]);
  });

  it('a refused link is said in the API words, without a notice of the form errors', async () => {
    const notices: Notice[] = [];
    const stop = onNotice((n) => notices.push(n));
    answer(
      [400, { non_field_errors: ['Wrong username or password.'] }],
      [502, { detail: 'The music server did not answer.' }],
      'no answer',
    );
    const wrong = await linkMusicServer({ username: 'jane', password: 'x' }).catch((e: unknown) => e);
    const down = await linkMusicServer({ username: 'jane', password: 'x' }).catch((e: unknown) => e);
    const offline = await linkMusicServer({ api_key: 'k' }).catch((e: unknown) => e);
    stop();
    expect(linkFailureText(wrong)).toBe('Wrong username or password.');
    expect(linkFailureText(down)).toBe('The music server did not answer.');
    expect(linkFailureText(offline)).toBe(NOTICE.noNetwork);
    // The 400 is the form's to say; what no form words (a server fault, no answer) the client tells.
    expect(notices.map((n) => n.text)).not.toContain('Wrong username or password.');
  });
});
