import { act, screen, waitFor } from '@testing-library/react';
import { setStreamingProvider } from '@upclub/shared/providers';
import userEvent from '@testing-library/user-event';
import { onPlayerCommand, openOverlay, setCurrentUser, type PlayerCommand } from '@upclub/shared/bus';
import { aUser, fakeStreamingProvider } from '@upclub/shared/testing';
import { OverlayRequests } from './OverlayRequests';
import { aPage, aSongPost, aTrack, renderWithQuery } from './songSearch/testing';

// The capabilities the pages read, as mocks (the test sets each answer).
const provider = fakeStreamingProvider();
setStreamingProvider(provider);
const { getSavedTracks } = provider.library;

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  getMessageThreads: jest.fn(() => Promise.resolve({ next: null, results: [] })),
  getAllOwnedAndCuratedClubs: jest.fn(() => Promise.resolve({ next: null, results: [] })),
}));

let commands: PlayerCommand[];
let stop: () => void;
// The overlays are lazy chunks: load their modules once up front so each test times only its own work.
beforeAll(() =>
  Promise.all([
    import('./songSearch'),
    import('./trackDetail'),
    import('./share'),
    import('./deletePost'),
    import('./clubPicker'),
    import('./broadcastPost'),
  ]),
);

beforeEach(() => {
  commands = [];
  stop = onPlayerCommand((c) => commands.push(c));
  jest.mocked(getSavedTracks).mockResolvedValue(aPage([{ added_at: '', track: aTrack('s1', 'Saved one') }]));
  act(() => setCurrentUser(aUser()));
});
afterEach(() => stop());
afterAll(() => setCurrentUser(null));

describe('Overlay requests', () => {
  it('opens the song search, saving playback, and restores it on closing', async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'songSearch', mode: 'message' }));
    expect(await screen.findByRole('dialog', { name: 'Send a song' })).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'saveSnapshot' }]);
    await screen.findByText('Saved one');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(commands).toEqual([{ type: 'saveSnapshot' }, { type: 'restoreSnapshot' }]);
  });

  it('restores playback when another overlay replaces the search', async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'songSearch', mode: 'post' }));
    act(() => openOverlay({ type: 'share', post: aSongPost() }));
    expect(await screen.findByRole('dialog', { name: 'Send in a message' })).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'saveSnapshot' }, { type: 'restoreSnapshot' }]);
    await waitFor(() => expect(screen.getByText('No messages found')).toBeInTheDocument());
  });

  it('gives a second request of the same kind a fresh overlay', async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'songSearch', mode: 'message' }));
    const box = await screen.findByRole('searchbox', { name: 'Search songs' });
    await userEvent.type(box, 'homework');
    act(() => openOverlay({ type: 'songSearch', mode: 'message' }));
    expect(await screen.findByRole('searchbox', { name: 'Search songs' })).toHaveValue('');
    expect(commands).toEqual([{ type: 'saveSnapshot' }]);
  });

  it('opens a track detail on its own without touching playback', async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'trackDetail', track: aTrack('t1', 'Solo'), mode: 'post' }));
    expect(await screen.findByRole('heading', { name: 'Solo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(commands).toEqual([]);
  });

  it("'Share to Club' in a track detail replaces it with the club picker", async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'trackDetail', track: aTrack('t1', 'Solo'), mode: 'post' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Share to Club' }));
    expect(await screen.findByRole('dialog', { name: 'Share to Club' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Solo' })).toBeNull();
    expect(await screen.findByText('No clubs found')).toBeInTheDocument();
  });

  it("opens the delete confirm only for the author's own post", async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'deletePost', post: aSongPost({ upclubuser: 8 }) }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openOverlay({ type: 'deletePost', post: aSongPost({ upclubuser: 7 }) }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Are you sure you want to delete this track?');
  });

  it('opens the broadcast of a post only for a user with broadcast access', async () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'broadcastPost', post: aSongPost() }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setCurrentUser(aUser({ user_type: 4 })));
    act(() => openOverlay({ type: 'broadcastPost', post: aSongPost() }));
    expect(await screen.findByRole('dialog', { name: 'Broadcast Post' })).toBeInTheDocument();
  });

  it('leaves the premium-required request to its own host', () => {
    renderWithQuery(<OverlayRequests />);
    act(() => openOverlay({ type: 'premiumRequired' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
