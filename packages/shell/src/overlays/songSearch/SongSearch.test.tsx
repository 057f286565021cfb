import { screen, waitFor, within } from '@testing-library/react';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';
import userEvent from '@testing-library/user-event';
import { SongSearch } from './SongSearch';
import { AFTER_DEBOUNCE, aPage, aPlaylist, aTrack, anAlbum, anArtist, many, renderWithQuery } from './testing';

// The capabilities the pages read, as mocks (the test sets each answer).
const provider = fakeStreamingProvider();
setStreamingProvider(provider);
const { getSavedTracks } = provider.library;
const { getAlbumTracks, getArtistTopTracks, getPlaylistTracks, search: searchCatalogue } = provider.catalogue;

const saved = jest.mocked(getSavedTracks);
const search = jest.mocked(searchCatalogue);
const albumTracks = jest.mocked(getAlbumTracks);
const artistTop = jest.mocked(getArtistTopTracks);
const playlistTracks = jest.mocked(getPlaylistTracks);

const savedPage = (ids: string[], more = false, offset = 0) =>
  aPage(
    ids.map((id) => ({ added_at: '2026-01-01T00:00:00Z', track: aTrack(id, `Saved ${id}`) })),
    { more, offset },
  );

beforeEach(() => {
  jest.clearAllMocks();
  saved.mockResolvedValue(savedPage(['s1', 's2']));
});

const open = (mode: 'post' | 'message' | 'message_to_all' = 'post') => {
  const onClose = jest.fn();
  renderWithQuery(<SongSearch mode={mode} onClose={onClose} />);
  return { onClose };
};
const typeQuery = (text: string) => userEvent.type(screen.getByRole('searchbox', { name: 'Search songs' }), text);

describe('Song search modal', () => {
  it.each([
    ['post', 'Post a song'],
    ['message', 'Send a song'],
    ['message_to_all', 'Send a song to all'],
  ] as const)('in %s mode is titled %s', async (mode, title) => {
    open(mode);
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    await screen.findByText('Saved s1');
  });

  it("shows the user's saved tracks while the box is empty, and pages them", async () => {
    saved.mockResolvedValueOnce(savedPage(['s1', 's2'], true)).mockResolvedValueOnce(savedPage(['s3'], false, 10));
    open();
    expect(await screen.findByRole('button', { name: /Saved s1/ })).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(0, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Saved s3')).toBeInTheDocument();
    expect(saved).toHaveBeenLastCalledWith(10, 10);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it("says 'No tracks found' when nothing is saved", async () => {
    saved.mockResolvedValue(savedPage([]));
    open();
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
  });

  it('ends with the no-data text and an error with a Retry that loads again', async () => {
    saved.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(savedPage(['s9']));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    expect(screen.getByText('No tracks found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved s9')).toBeInTheDocument();
  });

  it("in 'all' shows at most 3 of each type under headings, after the debounce", async () => {
    search.mockResolvedValue({
      tracks: aPage(many(5, aTrack, 't')),
      artists: aPage(many(4, anArtist, 'ar')),
      albums: aPage(many(2, anAlbum, 'al')),
      playlists: aPage([null, ...many(4, aPlaylist, 'p')]),
    });
    open();
    await typeQuery('daft');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const tracks = await screen.findByRole('region', { name: 'Tracks' }, AFTER_DEBOUNCE);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('daft', ['track', 'artist', 'album', 'playlist'], 0, 3);
    expect(within(tracks).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Artists' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Albums' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Playlists' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it("says 'No results found' when the 'all' search finds nothing", async () => {
    search.mockResolvedValue({ tracks: aPage([]), artists: aPage([]), albums: aPage([]), playlists: aPage([]) });
    open();
    await typeQuery('zzz');
    expect(await screen.findByText('No results found', undefined, AFTER_DEBOUNCE)).toBeInTheDocument();
  });

  it('switching the filter reloads that type, paged by 10', async () => {
    search.mockImplementation(async (_q, types, offset = 0) =>
      types.length > 1
        ? { tracks: aPage([aTrack('t1')]), artists: aPage([]), albums: aPage([]), playlists: aPage([]) }
        : types[0] === 'track'
          ? { tracks: aPage(many(10, aTrack, offset ? 'u' : 't'), { offset, more: offset === 0 }) }
          : { artists: aPage([]) },
    );
    open();
    await typeQuery('daft');
    await screen.findByRole('region', { name: 'Tracks' }, AFTER_DEBOUNCE);

    await userEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(screen.getByRole('button', { name: 'Track' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const list = await screen.findByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(search).toHaveBeenLastCalledWith('daft', ['track'], 0, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    expect(search).toHaveBeenLastCalledWith('daft', ['track'], 10, 10);

    await userEvent.click(screen.getByRole('button', { name: 'Artist' }));
    expect(await screen.findByText('No result')).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('daft', ['artist'], 0, 10);
  });

  it("drills down into an album and comes back with 'Back to search'", async () => {
    const album = anAlbum('al1', 'Homework');
    search.mockResolvedValue({ tracks: aPage([]), artists: aPage([]), albums: aPage([album]), playlists: aPage([]) });
    albumTracks.mockResolvedValue(aPage([{ ...aTrack('h1', 'Da Funk'), album: undefined } as never]));
    open();
    await typeQuery('homework');
    await userEvent.click(await screen.findByRole('button', { name: /Homework/ }, AFTER_DEBOUNCE));

    expect(await screen.findByRole('button', { name: /Da Funk/ })).toBeInTheDocument();
    expect(albumTracks).toHaveBeenCalledWith('al1', 0, 10);
    expect(screen.queryByRole('searchbox')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to search' }));
    expect(screen.getByRole('searchbox', { name: 'Search songs' })).toHaveValue('homework');
    expect(screen.getByRole('button', { name: /Homework/ })).toBeInTheDocument();
  });

  it("lists an artist's top tracks and a playlist's tracks, 'No tracks found' when empty", async () => {
    search.mockResolvedValue({
      tracks: aPage([]),
      artists: aPage([anArtist('ar1', 'Justice')]),
      albums: aPage([]),
      playlists: aPage([aPlaylist('p1', 'Road trip')]),
    });
    artistTop.mockResolvedValue([]);
    playlistTracks.mockResolvedValue(
      aPage([
        { added_at: null, track: aTrack('x1', 'Genesis') },
        { added_at: null, track: null },
      ]),
    );
    open();
    await typeQuery('j');
    await userEvent.click(await screen.findByRole('button', { name: /Justice/ }, AFTER_DEBOUNCE));
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
    expect(artistTop).toHaveBeenCalledWith('ar1');

    await userEvent.click(screen.getByRole('button', { name: 'Back to search' }));
    await userEvent.click(screen.getByRole('button', { name: /Road trip/ }));
    const list = await screen.findByRole('list', { name: 'Tracks of Road trip' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(playlistTracks).toHaveBeenCalledWith('p1', 0, 10);
  });

  it('opens the track detail on a track and goes back to the search', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Saved s2/ }));
    expect(screen.getByRole('heading', { name: 'Saved s2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post this song' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('searchbox', { name: 'Search songs' })).toBeInTheDocument();
  });

  it("'See all' of a section switches to that type's filter", async () => {
    search.mockImplementation(async (_q, types) =>
      types.length > 1
        ? { tracks: aPage(many(3, aTrack, 't')), artists: aPage([]), albums: aPage([]), playlists: aPage([]) }
        : { tracks: aPage(many(4, aTrack, 't')) },
    );
    open();
    await typeQuery('daft');
    await userEvent.click(await screen.findByRole('button', { name: 'See all tracks' }, AFTER_DEBOUNCE));
    expect(screen.getByRole('button', { name: 'Track' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await screen.findByRole('list', { name: 'Tracks' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('closes on Escape', async () => {
    const { onClose } = open();
    await screen.findByText('Saved s1');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
