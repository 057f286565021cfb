import { act, screen, waitFor } from '@testing-library/react';
import { FAILURE_TEXT } from '@upclub/shared/constants';
import userEvent from '@testing-library/user-event';
import { deleteSong } from '@upclub/shared/api';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import {
  onNotice,
  onPlayerCommand,
  onPostDeleted,
  setCurrentUser,
  type Notice,
  type PlayerCommand,
} from '@upclub/shared/bus';
import { aUser } from '@upclub/shared/testing';
import { aSongPost, renderWithQuery } from '../songSearch/testing';
import { DeletePostModal } from './DeletePostModal';
import { canDeletePost } from './canDeletePost';

jest.mock('@upclub/shared/api', () => ({ ...jest.requireActual('@upclub/shared/api'), deleteSong: jest.fn() }));

const remove = jest.mocked(deleteSong);
const me = aUser();

beforeEach(() => {
  jest.clearAllMocks();
  act(() => setCurrentUser(me));
});
afterAll(() => setCurrentUser(null));

describe('canDeletePost', () => {
  it('allows only the author, never a post_type 1 post', () => {
    expect(canDeletePost({ upclubuser: 7, post_type: 2 }, me)).toBe(true);
    expect(canDeletePost({ upclubuser: 8, post_type: 2 }, me)).toBe(false);
    expect(canDeletePost({ upclubuser: 7, post_type: 1 }, me)).toBe(false);
    expect(canDeletePost({ upclubuser: 7, post_type: 2 }, null)).toBe(false);
  });
});

describe('Delete confirm', () => {
  it('asks, deletes, and tells the lists and the player', async () => {
    remove.mockResolvedValue(undefined);
    const deleted: number[] = [];
    const commands: PlayerCommand[] = [];
    const stops = [onPostDeleted(({ songPost }) => deleted.push(songPost)), onPlayerCommand((c) => commands.push(c))];
    const onClose = jest.fn();
    renderWithQuery(<DeletePostModal post={aSongPost({ song_post: 42 })} onClose={onClose} />);

    expect(screen.getByRole('dialog')).toHaveTextContent('Are you sure you want to delete this track?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith(42);
    expect(deleted).toEqual([42]);
    expect(commands).toEqual([{ type: 'removed', songPost: 42 }]);
    stops.forEach((stop) => stop());
  });

  it('Cancel closes without deleting', async () => {
    const onClose = jest.fn();
    renderWithQuery(<DeletePostModal post={aSongPost()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
  });

  it('stays open when the delete fails and says the server had a problem', async () => {
    const response = {
      status: 500,
      data: null,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    } as AxiosResponse;
    remove.mockRejectedValue(new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, response));
    const notices: Notice[] = [];
    const stop = onNotice((n) => notices.push(n));
    const onClose = jest.fn();
    renderWithQuery(<DeletePostModal post={aSongPost()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', text: FAILURE_TEXT.serverProblem() }]));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    stop();
  });

  it.each([
    ['of someone else', { upclubuser: 8 }],
    ['of post_type 1', { post_type: 1 }],
  ])('shows nothing for a post %s', (_, overrides) => {
    renderWithQuery(<DeletePostModal post={aSongPost(overrides)} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
