/// <reference types="@testing-library/jest-dom" />
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getFirstLevelComments,
  getSecondLevelComments,
  postFirstLevelComment,
  postSecondLevelComment,
  searchUsernameWeb,
} from '@upclub/shared/api';
import { onPostChanged, type PostChange } from '@upclub/shared/bus';
import { COMMENT_MAX_LENGTH } from '@upclub/shared/constants';
import type { Comment, UserSearchResult } from '@upclub/shared/types';
import { withProviders } from '../../player/testing/render';
import { songPost } from '../../player/testing/posts';
import { CommentsPanel } from './CommentsPanel';

jest.mock('@upclub/shared/api', () => ({
  getFirstLevelComments: jest.fn(),
  getSecondLevelComments: jest.fn(),
  postFirstLevelComment: jest.fn(),
  postSecondLevelComment: jest.fn(),
  searchUsernameWeb: jest.fn(),
  searchUsernameDefault: jest.fn(async () => ({ next: null, results: [] })),
}));

const comment = (id: number, overrides: Partial<Comment> = {}): Comment => ({
  comment: id,
  text: `comment ${id}`,
  mentions: [],
  comment_parent: null,
  comment_age: '2h',
  upclubuser: 500 + id,
  username: `writer${id}`,
  thumbnail_picture: null,
  formatted_replies: '0',
  replies_count: 0,
  second_level_comments: [],
  ...overrides,
});

const page = <T,>(results: T[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

const post = songPost(1, { formatted_comments_count: '3' });
/** A read is made with the query's signal (dropped when nobody shows its answer). */
const aborting = { signal: expect.any(AbortSignal) as AbortSignal };
const renderPanel = () => withProviders(<CommentsPanel post={post} />);

beforeEach(() => jest.clearAllMocks());

describe('CommentsPanel', () => {
  it('says no comments yet when there are none', async () => {
    jest.mocked(getFirstLevelComments).mockResolvedValue(page([]));
    renderPanel();
    expect(await screen.findByText('no comments yet')).toBeInTheDocument();
    expect(getFirstLevelComments).toHaveBeenCalledWith(1, null, aborting);
  });

  it('shows each comment with its mention links, its first reply and how many more there are', async () => {
    const reply = comment(11, { comment_parent: 10, text: 'first reply', username: 'replier' });
    jest.mocked(getFirstLevelComments).mockResolvedValue(
      page([
        comment(10, {
          text: 'nice one <@7>',
          mentions: [{ upclubuser: 7, username: 'alex' }],
          replies_count: 3,
          formatted_replies: '3',
          second_level_comments: [reply],
        }),
        comment(20, { replies_count: 2, second_level_comments: [comment(21, { text: 'only shown reply' })] }),
      ]),
    );
    renderPanel();
    const first = await screen.findByRole('article', { name: 'Comment by writer10' });
    expect(within(first).getByRole('link', { name: '@alex' })).toHaveAttribute('href', '/profile/alex');
    expect(within(first).getByRole('link', { name: 'writer10' })).toHaveAttribute('href', '/profile/writer10');
    expect(within(first).getAllByText('2h')).toHaveLength(2);
    expect(within(first).getByText('first reply')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'View 2 more replies...' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Comment by writer20' });
    expect(within(second).getByRole('button', { name: 'View 1 more reply...' })).toBeInTheDocument();
  });

  it('opens the reply view of a comment and goes back', async () => {
    jest
      .mocked(getFirstLevelComments)
      .mockResolvedValue(
        page([comment(10, { replies_count: 3, second_level_comments: [comment(11, { text: 'first reply' })] })]),
      );
    jest
      .mocked(getSecondLevelComments)
      .mockResolvedValue(
        page([
          comment(11, { text: 'first reply' }),
          comment(12, { text: 'second reply' }),
          comment(13, { text: 'third reply' }),
        ]),
      );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'View 2 more replies...' }));
    expect(await screen.findByText('third reply')).toBeInTheDocument();
    expect(getSecondLevelComments).toHaveBeenCalledWith(10, null, aborting);
    expect(screen.getByRole('heading', { name: 'Replies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to comments' }));
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.queryByText('third reply')).not.toBeInTheDocument();
  });

  it('follows the next link for more comments', async () => {
    jest
      .mocked(getFirstLevelComments)
      .mockResolvedValueOnce(page([comment(10)], 'http://api.test/v1/getfirstlevelcomments/1?page=2'))
      .mockResolvedValueOnce(page([comment(30, { text: 'from page two' })]));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('from page two')).toBeInTheDocument();
    expect(getFirstLevelComments).toHaveBeenLastCalledWith(
      1,
      'http://api.test/v1/getfirstlevelcomments/1?page=2',
      aborting,
    );
  });

  it('says Field required on an empty comment', async () => {
    jest.mocked(getFirstLevelComments).mockResolvedValue(page([]));
    renderPanel();
    await screen.findByText('no comments yet');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Field required');
    expect(postFirstLevelComment).not.toHaveBeenCalled();
  });

  it('counts the characters of a comment and takes none past COMMENT_MAX_LENGTH', async () => {
    jest.mocked(getFirstLevelComments).mockResolvedValue(page([]));
    jest.mocked(postFirstLevelComment).mockResolvedValue(comment(98));
    renderPanel();
    await screen.findByText('no comments yet');
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(box).toHaveAttribute('maxlength', String(COMMENT_MAX_LENGTH));
    expect(screen.getByText(`0/${COMMENT_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.type(box, 'hello');
    expect(screen.getByText(`5/${COMMENT_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(COMMENT_MAX_LENGTH + 25));
    expect((box as HTMLTextAreaElement).value).toHaveLength(COMMENT_MAX_LENGTH);
    expect(screen.getByText(`${COMMENT_MAX_LENGTH}/${COMMENT_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.type(box, 'y');
    expect((box as HTMLTextAreaElement).value).toHaveLength(COMMENT_MAX_LENGTH);
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(postFirstLevelComment).toHaveBeenCalledWith({
      text: 'x'.repeat(COMMENT_MAX_LENGTH),
      mentions: [],
      song_post: 1,
    });
  });

  it('shows a new comment at once and updates the post comment count', async () => {
    jest.mocked(getFirstLevelComments).mockResolvedValue(page([]));
    jest.mocked(postFirstLevelComment).mockResolvedValue(comment(99, { text: 'great song' }));
    const changes: PostChange[] = [];
    const off = onPostChanged((c) => changes.push(c));
    renderPanel();
    await screen.findByText('no comments yet');
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'great song');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('great song', { selector: 'p' })).toBeInTheDocument();
    expect(postFirstLevelComment).toHaveBeenCalledWith({ text: 'great song', mentions: [], song_post: 1 });
    expect(changes).toEqual([{ songPost: 1, formatted_comments_count: '4' }]);
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    off();
  });

  it('replies to a comment from its reply view', async () => {
    jest.mocked(getFirstLevelComments).mockResolvedValue(page([comment(10)]));
    jest.mocked(getSecondLevelComments).mockResolvedValue(page([]));
    jest.mocked(postSecondLevelComment).mockResolvedValue(comment(40, { text: 'my reply', comment_parent: 10 }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to writer10' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to writer10' }), 'my reply');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('my reply', { selector: 'p' })).toBeInTheDocument();
    expect(postSecondLevelComment).toHaveBeenCalledWith({ text: 'my reply', mentions: [], comment_parent: 10 });
  });

  it('mentions users found by the mention search, at most 8', async () => {
    jest.mocked(getFirstLevelComments).mockResolvedValue(page([]));
    const users: UserSearchResult[] = Array.from({ length: 9 }, (_, i) => ({
      upclubuser: 60 + i,
      username: `fan${i}`,
      first_name: 'Fan',
      last_name: String(i),
      thumbnail_picture: null,
    }));
    jest.mocked(searchUsernameWeb).mockImplementation(async (q: string) => page(users.filter((u) => u.username === q)));
    jest.mocked(postFirstLevelComment).mockResolvedValue(comment(99));
    renderPanel();
    await screen.findByText('no comments yet');
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    for (const user of users.slice(0, 8)) {
      await userEvent.type(box, `@${user.username}`);
      await userEvent.click(
        await screen.findByRole('option', { name: new RegExp(`@${user.username}`) }, { timeout: 3000 }),
      );
      // The box puts the caret after the picked name on the next frame: type on only after it.
      await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    }
    await userEvent.type(box, '@f');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum of 8 mentions only');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(postFirstLevelComment).toHaveBeenCalled());
    expect(jest.mocked(postFirstLevelComment).mock.calls[0][0].mentions).toEqual(
      users.slice(0, 8).map((u) => u.upclubuser),
    );
  });
});
