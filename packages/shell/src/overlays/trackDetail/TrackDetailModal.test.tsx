import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { postSong, searchUsernameWeb } from '@upclub/shared/api';
import type * as SharedApi from '@upclub/shared/api';
import {
  onNotice,
  onOverlayRequest,
  onPostCreated,
  onTrackChosen,
  type Notice,
  type OverlayRequest,
  type TrackChosen,
} from '@upclub/shared/bus';
import { throttleEveryRequest } from '@upclub/shared/testing';
import type { SongPost, UserSearchResult } from '@upclub/shared/types';
import { aSongPost, aTrack, renderWithQuery } from '../songSearch/testing';
import { TrackDetailModal } from './TrackDetailModal';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  postSong: jest.fn(),
  searchUsernameWeb: jest.fn(),
  searchUsernameDefault: jest.fn(),
}));

const post = jest.mocked(postSong);
const mentionSearch = jest.mocked(searchUsernameWeb);
const ada: UserSearchResult = {
  upclubuser: 7,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  thumbnail_picture: null,
};
const track = aTrack('t1', 'One More Time');

let notices: Notice[];
let created: SongPost[];
let chosen: TrackChosen[];
let requests: OverlayRequest[];
let stops: Array<() => void>;
beforeEach(() => {
  jest.clearAllMocks();
  notices = [];
  created = [];
  chosen = [];
  requests = [];
  stops = [
    onNotice((n) => notices.push(n)),
    onPostCreated((p) => created.push(p)),
    onTrackChosen((c) => chosen.push(c)),
    onOverlayRequest((r) => requests.push(r)),
  ];
  mentionSearch.mockResolvedValue({ next: null, results: [ada] });
});
afterEach(() => stops.forEach((stop) => stop()));

const open = (props: Partial<Parameters<typeof TrackDetailModal>[0]> = {}) => {
  const onClose = jest.fn();
  renderWithQuery(<TrackDetailModal track={track} mode="post" onClose={onClose} {...props} />);
  return { onClose };
};
const caption = () => screen.getByRole('textbox', { name: 'Caption' });

describe('Track detail', () => {
  it('shows the art, name, artists and album', () => {
    open();
    expect(screen.getByRole('heading', { name: 'One More Time' })).toBeInTheDocument();
    expect(screen.getByText('Daft Punk')).toBeInTheDocument();
    expect(screen.getByText('Discovery')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Discovery cover' })).toHaveAttribute('src', 'https://img.test/al-t1');
  });

  it("'Share to Club' opens the club picker with the song, the caption and its mentions", async () => {
    const { onClose } = open();
    await userEvent.type(caption(), 'Listen @ad');
    await userEvent.click(await screen.findByRole('option', { name: /@ada/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Share to Club' }));
    expect(requests).toEqual([{ type: 'clubPicker', post: { track, comment: 'Listen @ada', mentions: [7] } }]);
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'Share to Club' waits for a caption that fits", async () => {
    open();
    await userEvent.click(caption());
    await userEvent.paste('x'.repeat(401));
    await userEvent.click(screen.getByRole('button', { name: 'Share to Club' }));
    expect(requests).toEqual([]);
  });

  it('posts the song with its caption and mentions, then tells everyone and closes', async () => {
    const made = aSongPost({ song_post: 99, comment: 'Listen @ada' });
    post.mockResolvedValue(made);
    const { onClose } = open();
    await userEvent.type(caption(), 'Listen @ad');
    await userEvent.click(await screen.findByRole('option', { name: /@ada/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Post this song' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith({
      song: 't1',
      title: 'One More Time',
      comment: 'Listen @ada',
      mentions: [7],
      club: null,
      post_type: 2,
    });
    expect(notices).toEqual([{ kind: 'success', text: 'Track successfully posted.' }]);
    expect(created).toEqual([made]);
  });

  it('Escape closes the mention suggestions, not the modal', async () => {
    const { onClose } = open();
    await userEvent.type(caption(), 'hi @ad');
    await screen.findByRole('option', { name: /@ada/ });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('posts to the club it was opened for', async () => {
    post.mockResolvedValue(aSongPost());
    open({ club: { id: 5, name: 'Jazz lovers' } });
    expect(screen.getByText('Posting in Jazz lovers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share to Club' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Post this song' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(expect.objectContaining({ club: 5, comment: '', mentions: [] })),
    );
  });

  it("refuses a caption over 400 characters with 'Maximum of 400 characters'", async () => {
    const { onClose } = open();
    await userEvent.click(caption());
    await userEvent.paste('x'.repeat(401));
    expect(screen.getByText('Maximum of 400 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post this song' }));
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.type(caption(), '{Backspace}');
    expect(caption()).toHaveValue('x'.repeat(400));
    expect(screen.queryByText('Maximum of 400 characters')).toBeNull();
  });

  it("shows the server's detail on failure and keeps the caption", async () => {
    const response = {
      status: 400,
      data: { detail: 'Invalid track id.' },
      statusText: 'Bad Request',
      headers: {},
      config: { headers: new AxiosHeaders() },
    } as AxiosResponse;
    post.mockRejectedValue(new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response));
    const { onClose } = open();
    await userEvent.type(caption(), 'so good');
    await userEvent.click(screen.getByRole('button', { name: 'Post this song' }));

    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: 'Invalid track id.' }]));
    expect(onClose).not.toHaveBeenCalled();
    expect(created).toEqual([]);
    expect(caption()).toHaveValue('so good');
    expect(screen.getByRole('button', { name: 'Post this song' })).toBeEnabled();
  });

  it('says how long to wait when posting is refused (429), once, and keeps the caption', async () => {
    const actual: typeof SharedApi = jest.requireActual('@upclub/shared/api');
    post.mockImplementation(actual.postSong);
    const undo = throttleEveryRequest(90);
    try {
      const { onClose } = open();
      await userEvent.type(caption(), 'so good');
      await userEvent.click(screen.getByRole('button', { name: 'Post this song' }));
      await waitFor(() =>
        expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 2 minutes.' }]),
      );
      expect(onClose).not.toHaveBeenCalled();
      expect(caption()).toHaveValue('so good');
      expect(screen.getByRole('button', { name: 'Post this song' })).toBeEnabled();
    } finally {
      undo();
    }
  });

  it.each([
    ['message', 'Send'],
    ['message_to_all', 'Send to all'],
  ] as const)('in %s mode hands the track and text on with %s', async (mode, button) => {
    const { onClose } = open({ mode });
    expect(screen.queryByRole('button', { name: 'Post this song' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), ' hear this ');
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(chosen).toEqual([{ mode, track, text: 'hear this' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('limits the send-to-all text to 1000 characters', async () => {
    open({ mode: 'message_to_all' });
    await userEvent.click(screen.getByRole('textbox', { name: 'Message' }));
    await act(() => userEvent.paste('y'.repeat(1001)));
    expect(screen.getByText('Maximum of 1000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to all' })).toBeDisabled();
  });
});
