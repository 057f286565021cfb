/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFirstLevelComments } from '@upclub/shared/api';
import { emitPlayerCommand } from '@upclub/shared/bus';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { goTo, renderPlayer } from '../testing/render';
import { songPost } from '../testing/posts';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';

jest.mock('@upclub/shared/api', () => ({
  likeSongPost: jest.fn(),
  unlikeSongPost: jest.fn(),
  getFirstLevelComments: jest.fn(async () => ({ next: null, results: [] })),
  searchUsernameWeb: jest.fn(),
  searchUsernameDefault: jest.fn(),
}));
// The like button saves the track in the provider's library (a fake provider's, set per test).
const provider = fakeStreamingProvider();
const { saveTracks, removeSavedTracks } = provider.library;
beforeEach(() => {
  saveTracks.mockResolvedValue(undefined);
  removeSavedTracks.mockResolvedValue(undefined);
  provider.library.savedTracksContain.mockResolvedValue([true]);
  setStreamingProvider(provider);
});

const page = { name: 'discover' };
/** A read is made with the query's signal (dropped when nobody shows its answer). */
const aborting = { signal: expect.any(AbortSignal) as AbortSignal };
const captioned = songPost(1, {
  comment: 'for <@7> on repeat',
  mentions: [{ upclubuser: 7, username: 'alex' }],
  club: 3,
  club_name: 'Night Owls',
});

/** Opens Now Playing and waits for it: the modal is loaded the first time it opens. */
const open = async () => {
  act(() => emitPlayerCommand({ type: 'open' }));
  await screen.findByRole('dialog', { name: 'Now Playing' });
};
const dialog = () => screen.getByRole('dialog', { name: 'Now Playing' });

beforeEach(() => localStorage.clear());

describe('Now Playing', () => {
  it('shows the post: art, title, artists, poster, club, caption with mention links, controls and comments', async () => {
    await renderPlayer();
    act(() => emitPlayerCommand({ type: 'playList', list: [captioned, songPost(2)], index: 0, page }));
    await open();
    const modal = dialog();
    expect(within(modal).getByRole('img', { name: 'Album art of Song 1' })).toHaveAttribute(
      'src',
      'https://img.test/1.jpg',
    );
    expect(within(modal).getByRole('heading', { name: 'Song 1' })).toBeInTheDocument();
    expect(within(modal).getByText('Artist 1')).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'user1' })).toHaveAttribute('href', '/profile/user1');
    expect(within(modal).getByRole('link', { name: 'Posted in Night Owls' })).toHaveAttribute('href', '/clubs/3');
    expect(within(modal).getByRole('link', { name: '@alex' })).toHaveAttribute('href', '/profile/alex');
    for (const name of ['Pause', 'Next', 'Previous', 'Shuffle', 'Repeat', 'Like']) {
      expect(within(modal).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(await within(modal).findByText('no comments yet')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Comment' })).toBeInTheDocument();
    expect(getFirstLevelComments).toHaveBeenCalledWith(1, null, aborting);
  });

  it('has no comments on a plain provider track (post_type 1)', async () => {
    await renderPlayer();
    const plain = songPost(5, { post_type: POST_TYPE_PLAIN });
    act(() => emitPlayerCommand({ type: 'playList', list: [plain], index: 0, page }));
    await open();
    expect(within(dialog()).getByRole('heading', { name: 'Song 5' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Comment' })).not.toBeInTheDocument();
    // A plain track's like is the provider's liked songs.
    expect(await within(dialog()).findByRole('button', { name: 'Like', pressed: true })).toBeInTheDocument();
  });

  it('controls the playback from the modal', async () => {
    const { deps } = await renderPlayer();
    act(() => emitPlayerCommand({ type: 'playList', list: [captioned, songPost(2)], index: 0, page }));
    await open();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track2'] });
  });

  it('closes on Escape and on a route change', async () => {
    await renderPlayer();
    act(() => emitPlayerCommand({ type: 'playList', list: [captioned], index: 0, page }));
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await open();
    expect(dialog()).toBeInTheDocument();
    goTo('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from a playWhenReady command (share links)', async () => {
    await renderPlayer();
    act(() => emitPlayerCommand({ type: 'playWhenReady', post: captioned, openPlayer: true }));
    const modal = await screen.findByRole('dialog', { name: 'Now Playing' });
    expect(within(modal).getByRole('heading', { name: 'Song 1' })).toBeInTheDocument();
  });
});

describe('Now Playing for the comments', () => {
  it('puts the focus in the comment box when opened for the comments', async () => {
    await renderPlayer();
    act(() => emitPlayerCommand({ type: 'openComments', post: captioned }));
    const box = await within(await screen.findByRole('dialog', { name: 'Now Playing' })).findByRole('textbox', {
      name: 'Add a comment',
    });
    await waitFor(() => expect(box).toHaveFocus());
  });
});

describe("Now Playing on another post's comments", () => {
  it('shows that post and its comments while the playing one goes on; its Play control plays it', async () => {
    const { deps } = await renderPlayer();
    act(() => emitPlayerCommand({ type: 'playList', list: [captioned, songPost(2)], index: 0, page }));
    await waitFor(() => expect(deps.startPlayback).toHaveBeenCalledTimes(1));
    const other = songPost(8);
    act(() => emitPlayerCommand({ type: 'openComments', post: other }));
    const modal = await screen.findByRole('dialog', { name: 'Now Playing' });
    expect(within(modal).getByRole('heading', { name: 'Song 8' })).toBeInTheDocument();
    expect(await within(modal).findByText('no comments yet')).toBeInTheDocument();
    expect(getFirstLevelComments).toHaveBeenLastCalledWith(8, null, aborting);
    // Not the playing post: no transport of the other song, a Play control for this one.
    expect(within(modal).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(deps.startPlayback).toHaveBeenCalledTimes(1);

    await userEvent.click(within(modal).getByRole('button', { name: 'Play Song 8' }));
    expect(deps.startPlayback).toHaveBeenLastCalledWith('this-device', { uris: ['spotify:track:track8'] });
    expect(await within(modal).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Song 8' })).toBeInTheDocument();
  });
});

describe('Now Playing follows the playing post', () => {
  it('shows the next post half a second after the track changes, with its comments', async () => {
    await renderPlayer();
    act(() =>
      emitPlayerCommand({ type: 'playList', list: [captioned, songPost(2)], index: 0, page, openPlayer: true }),
    );
    await within(await screen.findByRole('dialog', { name: 'Now Playing' })).findByText('no comments yet');
    act(() => emitPlayerCommand({ type: 'next' }));
    expect(within(dialog()).getByRole('heading', { name: 'Song 1' })).toBeInTheDocument();
    expect(await within(dialog()).findByRole('heading', { name: 'Song 2' })).toBeInTheDocument();
    await waitFor(() => expect(getFirstLevelComments).toHaveBeenLastCalledWith(2, null, aborting));
  });
});
