/// <reference types="@testing-library/jest-dom" />
import { screen, waitFor, within } from '@testing-library/react';
import { setStreamingProvider } from '@upclub/shared/providers';
import userEvent from '@testing-library/user-event';
import { onOverlayRequest, type OverlayRequest } from '@upclub/shared/bus';
import type { Album, Artist, Playlist } from '@upclub/shared/types';
import { offsetPage, fakeStreamingProvider } from '@upclub/shared/testing';
import { track } from '../testing/fixtures';
import { renderApp } from '../testing/renderApp';

// The capabilities the pages read, as mocks (the test sets each answer).
const provider = fakeStreamingProvider();
setStreamingProvider(provider);
const { getSavedTracks } = provider.library;
const {
  getAlbumTracks,
  getArtistTopTracks,
  getMyPlaylists,
  getPlaylistTracks,
  search: searchCatalogue,
} = provider.catalogue;

const saved = jest.mocked(getSavedTracks);
const search = jest.mocked(searchCatalogue);
const myPlaylists = jest.mocked(getMyPlaylists);
const playlistTracks = jest.mocked(getPlaylistTracks);
const albumTracks = jest.mocked(getAlbumTracks);
const artistTop = jest.mocked(getArtistTopTracks);

const offs: Array<() => void> = [];
afterEach(() => offs.splice(0).forEach((off) => off()));
function overlays(): OverlayRequest[] {
  const seen: OverlayRequest[] = [];
  offs.push(onOverlayRequest((v) => seen.push(v)));
  return seen;
}

const artist: Artist = { id: 'ar1', name: 'M83', uri: 'spotify:artist:ar1', images: [], followers: { total: 5 } };
const album: Album = {
  id: 'al1',
  name: 'Hurry Up',
  uri: 'spotify:album:al1',
  total_tracks: 2,
  images: [{ url: 'https://img.test/al1.jpg', width: 300, height: 300 }],
  artists: [],
};
const playlist = (id: string, name: string): Playlist => ({
  id,
  name,
  uri: `spotify:playlist:${id}`,
  images: [],
  items: { total: 3 },
});

beforeEach(() => {
  jest.clearAllMocks();
  saved.mockResolvedValue(
    offsetPage([
      { added_at: '2026-01-01', track: track('s1', 'Saved One') },
      { added_at: '2026-01-01', track: track('s2', 'Saved Two') },
    ]),
  );
  search.mockImplementation(async (q, types) => {
    const [type] = types;
    if (type === 'track') return { tracks: offsetPage(q === 'zzz' ? [] : [track('t1', `Found ${q}`)]) };
    if (type === 'artist') return { artists: offsetPage([artist]) };
    return { albums: offsetPage([album]) };
  });
});

const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[title]')?.getAttribute('title'));

describe('on an OpenSubsonic deployment', () => {
  afterEach(() => setStreamingProvider(provider));

  it('names the music server where the spec names Spotify', async () => {
    const openSubsonic = fakeStreamingProvider('opensubsonic');
    openSubsonic.library.getSavedTracks.mockResolvedValue(offsetPage([]));
    setStreamingProvider(openSubsonic);
    await renderApp('/post/tracks/');
    expect(screen.getByRole('heading', { level: 1, name: 'Post from your music server' })).toBeInTheDocument();
    expect(screen.queryByText(/Spotify/)).toBeNull();
  });

  it('titles the search section of Post a song after the music server', async () => {
    const openSubsonic = fakeStreamingProvider('opensubsonic');
    openSubsonic.catalogue.getMyPlaylists.mockResolvedValue(offsetPage([playlist('p1', 'Road trip')]));
    setStreamingProvider(openSubsonic);
    await renderApp('/post');
    expect(screen.getByRole('heading', { level: 2, name: 'Post from your music server' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your playlists' })).toBeInTheDocument();
    expect(screen.queryByText(/Spotify/)).toBeNull();
  });
});

describe('Post from your Spotify (/post/tracks/)', () => {
  it('shows the saved tracks while the box is empty; a track opens the track detail to post', async () => {
    const seen = overlays();
    await renderApp('/post/tracks/');
    expect(screen.getByRole('heading', { level: 1, name: 'Post from your Spotify' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your saved tracks' });
    expect(rowNames(list)).toEqual(['Saved One', 'Saved Two']);
    expect(search).not.toHaveBeenCalled();
    await userEvent.click(within(list).getByRole('button', { name: /Saved Two/ }));
    expect(seen).toEqual([{ type: 'trackDetail', track: track('s2', 'Saved Two'), mode: 'post' }]);
  });

  it('searches tracks as typed (debounced) and keeps the query in the address', async () => {
    await renderApp('/post/tracks/');
    await screen.findByRole('list', { name: 'Your saved tracks' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'midnight');
    const list = await screen.findByRole('list', { name: 'Tracks' }, { timeout: 3000 });
    expect(rowNames(list)).toEqual(['Found midnight']);
    // One request for the settled text, not one per letter.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('midnight', ['track'], 0, 10);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/post/tracks/?q=midnight'));
  });

  it("switches the filter to artists and albums and opens their tracks; 'No tracks found' when none", async () => {
    artistTop.mockResolvedValue([track('a1', 'Top Song')]);
    albumTracks.mockResolvedValue(offsetPage([]));
    await renderApp('/post/tracks/?q=m83');
    expect(await screen.findByRole('list', { name: 'Tracks' })).toBeInTheDocument();
    const filters = screen.getByRole('radiogroup', { name: 'Filter' });
    expect(within(filters).getByRole('radio', { name: 'Track' })).toBeChecked();

    await userEvent.click(within(filters).getByRole('radio', { name: 'Artist' }));
    expect(within(filters).getByRole('radio', { name: 'Artist' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent('/post/tracks/?q=m83&type=artist');
    const artists = await screen.findByRole('list', { name: 'Artists' });
    expect(search).toHaveBeenLastCalledWith('m83', ['artist'], 0, 10);
    await userEvent.click(within(artists).getByRole('button', { name: /M83/ }));
    const top = await screen.findByRole('list', { name: 'Top tracks of M83' });
    expect(rowNames(top)).toEqual(['Top Song']);
    await userEvent.click(screen.getByRole('button', { name: 'Back to search' }));

    await userEvent.click(within(filters).getByRole('radio', { name: 'Album' }));
    const albums = await screen.findByRole('list', { name: 'Albums' });
    await userEvent.click(within(albums).getByRole('button', { name: /Hurry Up/ }));
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
    expect(albumTracks).toHaveBeenCalledWith('al1', 0, 10);
  });

  it('closes the artist it opened when the search text settles on a new query', async () => {
    artistTop.mockResolvedValue([track('a1', 'Top Song')]);
    await renderApp('/post/tracks/?q=m83&type=artist');
    const artists = await screen.findByRole('list', { name: 'Artists' });
    await userEvent.click(within(artists).getByRole('button', { name: /M83/ }));
    expect(await screen.findByRole('list', { name: 'Top tracks of M83' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' live');
    const address = screen.getByTestId('address');
    await waitFor(() => expect(address).toHaveTextContent('/post/tracks/?q=m83+live&type=artist'), { timeout: 3000 });
    expect(screen.queryByRole('list', { name: 'Top tracks of M83' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Artists' })).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('m83 live', ['artist'], 0, 10);
  });

  it('says No tracks found when the search finds nothing', async () => {
    await renderApp('/post/tracks/?q=zzz');
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    saved.mockRejectedValueOnce(new Error('offline'));
    await renderApp('/post/tracks/');
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Your saved tracks' })).toBeInTheDocument();
  });
});

describe('Post a song (/post)', () => {
  it('lists the playlists, each opening its tracks; the search leads to the track search', async () => {
    myPlaylists.mockResolvedValue(offsetPage([playlist('p1', 'Road trip'), playlist('p2', 'Focus')]));
    playlistTracks.mockResolvedValue(
      offsetPage([
        { added_at: null, track: track('x1', 'Playlist Song') },
        { added_at: null, track: null },
      ]),
    );
    await renderApp('/post');
    expect(screen.getByRole('heading', { level: 1, name: 'Post a song' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Post from your Spotify' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Post from your Playlist' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Your playlists' });
    const link = within(grid).getByRole('link', { name: /Road trip/ });
    expect(link).toHaveAttribute('href', '/post/playlist/p1');
    expect(link).toHaveTextContent('3 tracks');

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post from your Playlist' })).toBeInTheDocument();
    expect(screen.getByText('Road trip')).toBeInTheDocument();
    const tracks = await screen.findByRole('list', { name: 'Tracks of Road trip' });
    expect(rowNames(tracks)).toEqual(['Playlist Song']);
    expect(playlistTracks).toHaveBeenCalledWith('p1', 0, 10);

    await userEvent.click(screen.getByRole('link', { name: 'Back to Post a song' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search tracks, artists or albums' }),
      'daft punk{Enter}',
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/post/tracks/?q=daft+punk');
    expect(await screen.findByRole('list', { name: 'Tracks' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('daft punk', ['track'], 0, 10);
  });

  it('says No tracks found for an empty playlist', async () => {
    playlistTracks.mockResolvedValue(offsetPage([]));
    await renderApp('/post/playlist/p9');
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
    await waitFor(() => expect(playlistTracks).toHaveBeenCalledWith('p9', 0, 10));
  });

  it('pages through the playlists', async () => {
    myPlaylists.mockImplementation(async (offset = 0) =>
      offset === 0
        ? offsetPage([playlist('p1', 'First')], { more: true })
        : offsetPage([playlist('p2', 'Second')], { offset }),
    );
    await renderApp('/post');
    await screen.findByRole('link', { name: /First/ });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: /Second/ })).toBeInTheDocument();
    expect(myPlaylists).toHaveBeenLastCalledWith(10, 10);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
