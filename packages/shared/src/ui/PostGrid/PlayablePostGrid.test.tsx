/// <reference types="@testing-library/jest-dom" />
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { VirtuosoGridMockContext } from 'react-virtuoso';
import { onPlayerCommand, type PlayerCommand } from '@upclub/shared/bus';
import type { TrackPage } from '@upclub/shared/types';
import { busRecorder, songPost } from '@upclub/shared/testing';
import { PlayablePostGrid, type PostsQueryState } from './PlayablePostGrid';

const collect = busRecorder();
const posts = [songPost(1, { post_age: 'now' }), songPost(2, { post_age: 'now' })];
const page: TrackPage = { name: 'club_posts', params: { club: 4 } };

const queryOf = (overrides: Partial<PostsQueryState> = {}): PostsQueryState => ({
  isPending: false,
  isError: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  hasNextPage: false,
  fetchNextPage: jest.fn(),
  refetch: jest.fn(),
  ...overrides,
});

function renderGrid(query: PostsQueryState, shown = posts) {
  return render(
    <MemoryRouter>
      {/* jsdom has no layout: fixed sizes let Virtuoso really render the cells in view. */}
      <VirtuosoGridMockContext.Provider
        value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
      >
        <PlayablePostGrid label="Club posts" posts={shown} query={query} page={page} hideClub />
      </VirtuosoGridMockContext.Provider>
    </MemoryRouter>,
  );
}

describe('PlayablePostGrid', () => {
  it('plays the list from a card; its comment count opens the comments without playing, naming the list', async () => {
    const commands = collect<PlayerCommand>(onPlayerCommand);
    renderGrid(queryOf());
    await userEvent.click(await screen.findByRole('button', { name: 'Play Song 2' }));
    expect(commands).toEqual([{ type: 'playList', list: posts, index: 1, page }]);
    const first = screen.getByRole('article', { name: 'Song 1 posted by alex' });
    await userEvent.click(within(first).getByRole('button', { name: 'Comments (0)' }));
    expect(commands.slice(1)).toEqual([{ type: 'openComments', post: posts[0], from: { list: posts, page } }]);
  });

  it('refetches a failed first page on Retry', async () => {
    const query = queryOf({ isError: true });
    renderGrid(query, []);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalled();
    expect(query.fetchNextPage).not.toHaveBeenCalled();
  });

  it('asks again for a failed next page on Retry, without cancelling one on its way', async () => {
    const query = queryOf({ isFetchNextPageError: true, hasNextPage: true });
    renderGrid(query);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(query.fetchNextPage).toHaveBeenCalledWith({ cancelRefetch: false }));
    expect(query.refetch).not.toHaveBeenCalled();
  });
});
