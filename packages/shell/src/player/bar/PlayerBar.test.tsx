/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { likeSongPost, unlikeSongPost } from '@upclub/shared/api';
import { emitPlayerCommand, onNotice, onPostChanged, type PostChange } from '@upclub/shared/bus';
import { catalogueKeys } from '@upclub/shared/queries/catalogue';
import { renderPlayer } from '../testing/render';
import { songPost } from '../testing/posts';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';

jest.mock('@upclub/shared/api', () => ({
  likeSongPost: jest.fn(),
  unlikeSongPost: jest.fn(),
  getFirstLevelComments: jest.fn(async () => ({ next: null, results: [] })),
}));
// The like button saves the track in the provider's library (a fake provider's, set per test).
const provider = fakeStreamingProvider();
const { saveTracks, removeSavedTracks } = provider.library;
beforeEach(() => {
  saveTracks.mockResolvedValue(undefined);
  removeSavedTracks.mockResolvedValue(undefined);
  provider.library.savedTracksContain.mockResolvedValue([false]);
  setStreamingProvider(provider);
});

const page = { name: 'discover' };
const list = [songPost(1), songPost(2), songPost(3)];

/** Plays `list` from `index` as a page would, through the bus. */
const play = (index = 0) => act(() => emitPlayerCommand({ type: 'playList', list, index, page }));
const bar = () => screen.getByRole('region', { name: 'Player' });

describe('PlayerBar', () => {
  beforeEach(() => localStorage.clear());

  it('is hidden until something is played, then shows the post title and artists', async () => {
    await renderPlayer();
    expect(screen.queryByRole('region', { name: 'Player' })).not.toBeInTheDocument();
    play();
    expect(within(bar()).getByText('Song 1')).toBeVisible();
    expect(within(bar()).getByText('Artist 1')).toBeInTheDocument();
    expect(document.body).toHaveClass('uc-has-player');
  });

  it('truncates the title to 60 characters and the artists to 80', async () => {
    await renderPlayer();
    const long = songPost(1);
    long.track_details = { ...long.track_details!, name: 'n'.repeat(70), artists: [{ name: 'a'.repeat(90) }] };
    act(() => emitPlayerCommand({ type: 'playList', list: [long], index: 0, page }));
    expect(within(bar()).getByText(`${'n'.repeat(59)}…`)).toBeInTheDocument();
    expect(within(bar()).getByText(`${'a'.repeat(79)}…`)).toBeInTheDocument();
  });

  it('plays, pauses and moves to the next and previous posts', async () => {
    const { deps } = await renderPlayer();
    play();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track1'] });
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(bar()).getByText('Song 2')).toBeInTheDocument();
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'] });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(bar()).getByText('Song 1')).toBeInTheDocument();
  });

  it('cycles repeat all -> track -> none -> all and toggles shuffle, with their pressed state', async () => {
    await renderPlayer();
    play();
    const repeat = screen.getByRole('button', { name: 'Repeat' });
    expect(repeat).toHaveAttribute('aria-pressed', 'true');
    expect(repeat).toHaveAttribute('title', 'Repeat: all');
    await userEvent.click(repeat);
    expect(repeat).toHaveAttribute('title', 'Repeat: this song');
    await userEvent.click(repeat);
    expect(repeat).toHaveAttribute('aria-pressed', 'false');
    expect(repeat).toHaveAttribute('title', 'Repeat: off');
    await userEvent.click(repeat);
    expect(repeat).toHaveAttribute('title', 'Repeat: all');

    const shuffle = screen.getByRole('button', { name: 'Shuffle' });
    expect(shuffle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(shuffle);
    expect(shuffle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the mute icon at 0, low below 50 and high from 50, and mutes with its button', async () => {
    const { deps } = await renderPlayer();
    play();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    const icon = () => screen.getByRole('button', { name: /^(Mute|Unmute)$/ }).querySelector('svg');
    expect(slider).toHaveValue('100');
    expect(icon()).toHaveClass('lucide-volume-2');
    fireEvent.change(slider, { target: { value: '49' } });
    expect(icon()).toHaveClass('lucide-volume-1');
    fireEvent.change(slider, { target: { value: '50' } });
    expect(icon()).toHaveClass('lucide-volume-2');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(icon()).toHaveClass('lucide-volume-x');
    expect(deps.saveVolume).toHaveBeenCalledWith(50);
    fireEvent.change(slider, { target: { value: '30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(slider).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(slider).toHaveValue('30');
  });

  it('seeks with the progress slider and shows elapsed and total time', async () => {
    const { sdk } = await renderPlayer();
    play();
    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '65000' } });
    expect(screen.getByLabelText('Elapsed')).toHaveTextContent('1:05');
    expect(screen.getByLabelText('Duration')).toHaveTextContent('3:00');
    expect(sdk.seek).toHaveBeenCalledWith(65000);
  });

  it('likes the post: the API, every list through the bus, and the provider liked songs with a notice', async () => {
    jest.mocked(likeSongPost).mockResolvedValue({ song_post: 1, liked: true, song_post_formatted_likes: '1' });
    const changes: PostChange[] = [];
    const notices: string[] = [];
    const offs = [onPostChanged((c) => changes.push(c)), onNotice((n) => notices.push(n.text))];
    await renderPlayer();
    play();
    const like = within(bar()).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() =>
      expect(within(bar()).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(likeSongPost).toHaveBeenCalledWith(1);
    expect(changes.at(-1)).toEqual({ songPost: 1, liked: true, formatted_likes: '1' });
    await waitFor(() => expect(saveTracks).toHaveBeenCalledWith(['track1']));
    await waitFor(() => expect(notices).toContain('Song added to "Liked songs"'));
    offs.forEach((off) => off());
  });

  it('unlikes a liked post and removes its track from the provider liked songs', async () => {
    jest.mocked(unlikeSongPost).mockResolvedValue({ song_post: 1, liked: false, song_post_formatted_likes: '0' });
    const notices: string[] = [];
    const off = onNotice((n) => notices.push(n.text));
    await renderPlayer();
    const liked = songPost(1, { liked: true, formatted_likes: '1' });
    act(() => emitPlayerCommand({ type: 'playList', list: [liked], index: 0, page }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Like', pressed: true }));
    await waitFor(() => expect(removeSavedTracks).toHaveBeenCalledWith(['track1']));
    expect(unlikeSongPost).toHaveBeenCalledWith(1);
    await waitFor(() => expect(notices).toContain('Song removed from "Liked songs"'));
    expect(within(bar()).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    off();
  });

  it('likes a plain provider track (post_type 1) only in the provider liked songs', async () => {
    jest.mocked(likeSongPost).mockClear();
    const { view } = await renderPlayer();
    view.queryClient.setQueryData(catalogueKeys.saved(), { pages: [], pageParams: [] });
    const plain = songPost(8, { post_type: 1 });
    act(() => emitPlayerCommand({ type: 'playList', list: [plain], index: 0, page }));
    const like = await within(bar()).findByRole('button', { name: 'Like', pressed: false });
    await userEvent.click(like);
    await waitFor(() =>
      expect(within(bar()).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(saveTracks).toHaveBeenCalledWith(['track8']);
    expect(likeSongPost).not.toHaveBeenCalled();
    // The song search's saved tracks are read afresh next time.
    expect(view.queryClient.getQueryState(catalogueKeys.saved())?.isInvalidated).toBe(true);
  });

  it('opens Now Playing', async () => {
    await renderPlayer();
    play();
    await userEvent.click(screen.getByRole('button', { name: 'Now Playing' }));
    expect(await screen.findByRole('dialog', { name: 'Now Playing' })).toBeInTheDocument();
  });
});
