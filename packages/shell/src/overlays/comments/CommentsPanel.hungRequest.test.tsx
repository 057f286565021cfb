/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { getFirstLevelComments, getSecondLevelComments } from '@upclub/shared/api';
import type { Comment, Paged } from '@upclub/shared/types';
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

const comment: Comment = {
  comment: 1,
  text: 'worth the wait',
  mentions: [],
  comment_parent: null,
  comment_age: 'now',
  upclubuser: 501,
  username: 'writer',
  thumbnail_picture: null,
  formatted_replies: '0',
  replies_count: 0,
  second_level_comments: [],
};
const answered: Paged<Comment> = { count: 1, next: null, previous: null, results: [comment] };

/** A request whose answer never comes, which ends, as axios's do, only when its signal aborts it. */
const hung = (_id: number, _next?: string | null, options: { signal?: AbortSignal } = {}) =>
  new Promise<Paged<Comment>>((_resolve, reject) => {
    options.signal?.addEventListener('abort', () => reject(new Error('canceled')));
  });

/** Now Playing's comments of one post, shown or not, on one query client kept between showings. */
function nowPlayingComments() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (shown: boolean) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{shown ? <CommentsPanel post={songPost(1)} /> : null}</MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui(true));
  return { show: () => view.rerender(ui(true)), hide: () => view.rerender(ui(false)) };
}

describe("Now Playing's comments after a request that never got its answer", () => {
  it("are asked for again when shown again, instead of staying at 'Loading comments' for good", async () => {
    jest.mocked(getFirstLevelComments).mockImplementationOnce(hung).mockResolvedValue(answered);
    const panel = nowPlayingComments();
    expect(await screen.findByText('Loading comments')).toBeInTheDocument();

    // Closed and opened again (each opening of the three): a new request, its answer shown.
    panel.hide();
    panel.show();
    expect(await screen.findByText('worth the wait')).toBeInTheDocument();
    expect(getFirstLevelComments).toHaveBeenCalledTimes(2);
    expect(jest.mocked(getFirstLevelComments).mock.calls[0][2]?.signal?.aborted).toBe(true);
  });

  it('drop a reply list request left unanswered the same way', async () => {
    jest.mocked(getSecondLevelComments).mockImplementation(hung);
    jest.mocked(getFirstLevelComments).mockResolvedValue(answered);
    nowPlayingComments();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to writer' }));
    expect(await screen.findByText('Loading comments')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to comments' }));
    await screen.findByText('worth the wait');
    expect(jest.mocked(getSecondLevelComments).mock.calls[0][2]?.signal?.aborted).toBe(true);
  });
});
