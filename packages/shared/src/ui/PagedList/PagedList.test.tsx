/// <reference types="@testing-library/jest-dom" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { usePagedItems } from '@upclub/shared/queries';
import { PagedList } from './PagedList';
import { endRowsOf } from './rows';

interface Page {
  items: string[];
  next: number | null;
}
const itemsOf = (page: Page) => page.items;

/** A list fed by useInfiniteQuery through usePagedItems, as the catalogue lists are. */
function Harness({ fetchPage }: { fetchPage: (n: number) => Promise<Page> }) {
  const query = useInfiniteQuery({
    queryKey: ['paged-list-test'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const list = usePagedItems(query, itemsOf);
  return (
    <PagedList
      list={list}
      label="Songs"
      emptyText="No tracks found"
      keyOf={(item) => item}
      renderItem={(item) => <span>{item}</span>}
    />
  );
}

function renderList(fetchPage: (n: number) => Promise<Page>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness fetchPage={fetchPage} />
    </QueryClientProvider>,
  );
}

const items = () =>
  within(screen.getByRole('list', { name: 'Songs' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PagedList', () => {
  it('shows loading, then the items, and pages with Load more until the end', async () => {
    const fetchPage = jest.fn(async (n: number): Promise<Page> =>
      n === 0 ? { items: ['a', 'b'], next: 1 } : { items: ['c'], next: null },
    );
    renderList(fetchPage);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await screen.findByText('a');
    expect(items()).toEqual(['a', 'b']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toEqual(['a', 'b', 'c']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([0, 1]);
  });

  it('puts a new end row below each page that arrives instead of pushing the old one down', async () => {
    renderList(async (n) => ({ items: [`item ${n}`], next: n < 2 ? n + 1 : null }));
    const first = await screen.findByRole('button', { name: 'Load more' });
    const endRow = first.parentElement;
    await userEvent.click(first);
    await waitFor(() => expect(items()).toEqual(['item 0', 'item 1']));
    const second = await screen.findByRole('button', { name: 'Load more' });
    expect(second.parentElement).not.toBe(endRow);
    expect(endRow).not.toBeInTheDocument();
  });

  it('says the no-data text for an empty list', async () => {
    renderList(async () => ({ items: [], next: null }));
    expect(await screen.findByText('No tracks found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('ends with the no-data text and a Retry when the first page fails', async () => {
    let fail = true;
    renderList(async () => {
      if (fail) throw new Error('offline');
      return { items: ['a'], next: null };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list could not be loaded.');
    expect(screen.getByText('No tracks found')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('a')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the loaded items when a next page fails, and Retry asks for that page again', async () => {
    let failSecond = true;
    const fetchPage = jest.fn(async (n: number): Promise<Page> => {
      if (n === 0) return { items: ['a'], next: 1 };
      if (failSecond) throw new Error('offline');
      return { items: ['b'], next: null };
    });
    renderList(fetchPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(items()).toEqual(['a']);
    expect(screen.queryByText('No tracks found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    failSecond = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items()).toEqual(['a', 'b']));
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([0, 1, 1]);
  });

  it('loads the next page when its end scrolls into view', async () => {
    const callbacks: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderList(async (n) => (n === 0 ? { items: ['a'], next: 1 } : { items: ['b'], next: null }));
      await screen.findByText('a');
      act(() => callbacks[callbacks.length - 1]([{ isIntersecting: true }]));
      expect(await screen.findByText('b')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});

describe('endRowsOf', () => {
  it('ends with the state of the list', () => {
    const types = (state: Parameters<typeof endRowsOf>[0]) => endRowsOf(state).map((r) => r.type);
    expect(types({ count: 0, loading: true, failed: false })).toEqual(['loading']);
    expect(types({ count: 2, loading: true, failed: false, hasMore: true })).toEqual(['loading']);
    expect(types({ count: 0, loading: false, failed: true })).toEqual(['empty', 'error']);
    expect(types({ count: 2, loading: false, failed: true, hasMore: true })).toEqual(['error']);
    expect(types({ count: 0, loading: false, failed: false })).toEqual(['empty']);
    expect(types({ count: 2, loading: false, failed: false, hasMore: true })).toEqual(['more']);
    expect(types({ count: 2, loading: false, failed: false })).toEqual([]);
  });
});
