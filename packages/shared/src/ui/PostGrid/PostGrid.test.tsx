/// <reference types="@testing-library/jest-dom" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { VirtuosoGridMockContext } from 'react-virtuoso';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { API_PAGE_SIZE } from '@upclub/shared/constants';
import type { Paged, SongPost } from '@upclub/shared/types';
import { songPost, trackDetails } from '@upclub/shared/testing';
import { PostGrid } from './PostGrid';
import { postGridTemplate, type PostGridColumns } from './columns';
import { rowsOf } from './rows';

const post = (id: number) => songPost(id, { post_age: 'now' });

/** A grid fed by useInfiniteQuery following `next` links, as the pages use it. */
function Harness({
  fetchPage,
  columns,
}: {
  fetchPage: (next: string | null) => Promise<Paged<SongPost>>;
  columns?: PostGridColumns;
}) {
  const query = useInfiniteQuery({
    queryKey: ['grid-test'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const posts = query.data?.pages.flatMap((p) => p.results) ?? [];
  return (
    <PostGrid
      label="Feed"
      posts={posts}
      loading={query.isPending || query.isFetchingNextPage}
      failed={query.isError || query.isFetchNextPageError}
      hasMore={query.hasNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
      columns={columns}
    />
  );
}

function renderGrid(fetchPage: (next: string | null) => Promise<Paged<SongPost>>, columns?: PostGridColumns) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {/* jsdom has no layout: fixed sizes let Virtuoso really render the cells in view. */}
        <VirtuosoGridMockContext.Provider
          value={{ viewportHeight: 4000, viewportWidth: 1000, itemHeight: 400, itemWidth: 250 }}
        >
          <Harness fetchPage={fetchPage} columns={columns} />
        </VirtuosoGridMockContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (ids: number[], next: string | null): Paged<SongPost> => ({ next, results: ids.map(post) });
const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

// jsdom has no layout: the end of the plain grid is always in view, as on a tall screen.
const originalObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
    observe() {
      queueMicrotask(() => act(() => this.callback([{ isIntersecting: true }])));
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = originalObserver;
});

const grid = () => screen.getByRole('region', { name: 'Feed' });

describe('PostGrid', () => {
  it('pages through next links until there are none', async () => {
    const fetchPage = jest.fn(async (next: string | null) => {
      if (next === null) return page([1, 2], 'p2');
      if (next === 'p2') return page([3, 4], 'p3');
      return page([5], null);
    });
    renderGrid(fetchPage);
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(within(list).getByRole('heading', { name: 'Song 5' })).toBeInTheDocument();
    expect(fetchPage.mock.calls.map(([next]) => next)).toEqual([null, 'p2', 'p3']);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('is a region named by its level-2 heading, above the cards’ level-3 titles', async () => {
    renderGrid(async () => ({ count: 1, next: null, previous: null, results: [post(1)] }));
    const region = await screen.findByRole('region', { name: 'Feed' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Feed' })).toBeInTheDocument();
  });

  it("loads the first row's art first: four cards by the default rule, as many as a row holds when given", async () => {
    // The cards' art (decorative: the title says what it shows), one image a card.
    const eager = () =>
      screen
        .getAllByRole('article')
        .map((card) => card.querySelector('img')!)
        .map((img) =>
          img.getAttribute('loading') === 'eager' && img.getAttribute('fetchpriority') === 'high' ? 1 : 0,
        );
    const withArt = async () => ({
      count: 8,
      next: null,
      previous: null,
      results: ids(1, 8)
        .map((id) => post(id))
        .map((p) => ({ ...p, track_details: trackDetails(p.song, p.title) })),
    });
    const { unmount } = renderGrid(withArt);
    await screen.findAllByRole('article');
    expect(eager()).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    unmount();
    renderGrid(withArt, { perRow: 5, minCardPx: 170 });
    await screen.findAllByRole('article');
    expect(eager()).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
  });

  it('says No results found for an empty list', async () => {
    renderGrid(async () => page([], null));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows loading, then a failure with Retry that loads again', async () => {
    let fail = true;
    const fetchPage = jest.fn(async () => {
      if (fail) throw new Error('offline');
      return page([1], null);
    });
    renderGrid(fetchPage);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Posts could not be loaded.');
    // A failure ends the list; with nothing loaded the no-data text shows too.
    expect(screen.getByText('No results found')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Song 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops at a failed next page and resumes on Retry', async () => {
    let failSecond = true;
    const fetchPage = jest.fn(async (next: string | null) => {
      if (next === null) return page([1, 2], 'p2');
      if (failSecond) throw new Error('offline');
      return page([3], null);
    });
    renderGrid(fetchPage);
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('No results found')).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    failSecond = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });
});

describe('PostGrid past its first page', () => {
  it('shows the first page as a plain grid, then the virtualised grid with every card once it grows', async () => {
    let release = () => {};
    const second = new Promise<void>((resolve) => (release = resolve));
    const fetchPage = jest.fn(async (next: string | null) => {
      if (next === null) return page(ids(1, API_PAGE_SIZE), 'p2');
      await second;
      return page(ids(API_PAGE_SIZE + 1, 5), null);
    });
    renderGrid(fetchPage);
    await screen.findByRole('heading', { name: `Song ${API_PAGE_SIZE}` });
    expect(grid()).toHaveAttribute('data-grid', 'plain');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(API_PAGE_SIZE);
    // The end in view asks for the second page; the loading row ends the plain grid meanwhile.
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(within(grid()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(grid()).toHaveAttribute('data-grid', 'plain');
    act(release);
    await waitFor(() => expect(grid()).toHaveAttribute('data-grid', 'virtual'));
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(API_PAGE_SIZE + 5);
    expect(within(grid()).getByRole('heading', { name: `Song ${API_PAGE_SIZE + 5}` })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('lays out both grids by the same column rule, the default one or the one given', async () => {
    const columnsOf = () => getComputedStyle(within(grid()).getByRole('list')).gridTemplateColumns;
    // Each grid's second page waits for its test's word, so its plain first page is seen first.
    const twoPages = () => {
      let release = () => {};
      const second = new Promise<void>((resolve) => (release = resolve));
      const fetchPage = async (next: string | null) => {
        if (next === null) return page(ids(1, API_PAGE_SIZE), 'p2');
        await second;
        return page(ids(API_PAGE_SIZE + 1, 1), null);
      };
      return { fetchPage, release: () => act(release) };
    };
    const expectBothGrids = async (template: string) => {
      await screen.findByRole('heading', { name: `Song ${API_PAGE_SIZE}` });
      expect(grid()).toHaveAttribute('data-grid', 'plain');
      expect(columnsOf()).toBe(template);
    };

    const fiveARow: PostGridColumns = { perRow: 5, minCardPx: 170 };
    const profile = twoPages();
    const { unmount } = renderGrid(profile.fetchPage, fiveARow);
    await expectBothGrids(postGridTemplate(fiveARow));
    profile.release();
    await waitFor(() => expect(grid()).toHaveAttribute('data-grid', 'virtual'));
    expect(columnsOf()).toBe(postGridTemplate(fiveARow));
    unmount();

    const feed = twoPages();
    renderGrid(feed.fetchPage);
    await expectBothGrids('repeat(auto-fill, minmax(220px, 1fr))');
    feed.release();
    await waitFor(() => expect(grid()).toHaveAttribute('data-grid', 'virtual'));
    expect(columnsOf()).toBe('repeat(auto-fill, minmax(220px, 1fr))');
  });

  it('gives the focus back to the same control of the same card after the swap', async () => {
    let release = () => {};
    const second = new Promise<void>((resolve) => (release = resolve));
    renderGrid(async (next) => {
      if (next === null) return page(ids(1, API_PAGE_SIZE), 'p2');
      await second;
      return page(ids(API_PAGE_SIZE + 1, 1), null);
    });
    const title = `Song ${API_PAGE_SIZE - 1}`;
    await screen.findByRole('heading', { name: title });
    const card = () => within(grid()).getAllByRole('listitem')[API_PAGE_SIZE - 2];
    const control = () => within(card()).getAllByRole('button')[1];
    control().focus();
    const name = control().getAttribute('aria-label') ?? control().textContent;
    expect(document.activeElement).toBe(control());
    act(release);
    await waitFor(() => expect(grid()).toHaveAttribute('data-grid', 'virtual'));
    await waitFor(() => expect(document.activeElement).toBe(control()));
    expect(within(card()).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(control().getAttribute('aria-label') ?? control().textContent).toBe(name);
  });
});

describe('rowsOf', () => {
  it('ends with the state of the list', () => {
    expect(rowsOf({ posts: [], loading: true, failed: false }).map((r) => r.type)).toEqual(['loading']);
    expect(rowsOf({ posts: [post(1)], loading: false, failed: false }).map((r) => r.type)).toEqual(['post']);
    expect(rowsOf({ posts: [], loading: false, failed: true }).map((r) => r.type)).toEqual(['empty', 'error']);
    expect(rowsOf({ posts: [post(1)], loading: false, failed: true }).map((r) => r.type)).toEqual(['post', 'error']);
  });
});
