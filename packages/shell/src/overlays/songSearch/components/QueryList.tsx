import { useEffect, useRef, type JSX, type Key, type ReactNode } from 'react';
import { Button, Spinner } from '@upclub/shared/ui';
import type { CatalogueList } from '../queries/catalogue';
import * as S from './SongSearch.styles';

/** Shown when a list cannot load (the spec words no text for it). */
export const LOAD_FAILED_TEXT = 'Something went wrong while loading.';

export function LoadingState(): JSX.Element {
  return (
    <S.State>
      <Spinner $size={28} />
    </S.State>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }): JSX.Element {
  return (
    <S.State role="alert">
      <span>{LOAD_FAILED_TEXT}</span>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </S.State>
  );
}

export function EmptyState({ children }: { children: ReactNode }): JSX.Element {
  return <S.State>{children}</S.State>;
}

/** Calls `onVisible` when the element scrolls into view (the list's end: load the next page). */
function useOnVisible(onVisible: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}

export interface QueryListProps<T> {
  list: CatalogueList<T>;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  keyOf: (item: T, index: number) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list with its loading, error and empty states. The next page loads when the end
 * scrolls into view, and from the 'Load more' button for keyboards and when that is unavailable.
 */
export function QueryList<T>({ list, label, emptyText, keyOf, renderItem }: QueryListProps<T>): JSX.Element {
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  const sentinel = useOnVisible(list.fetchNextPage, canLoadMore);
  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState onRetry={list.refetch} />;
  if (list.items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <S.List aria-label={label}>
        {list.items.map((item, index) => (
          <li key={keyOf(item, index)}>{renderItem(item)}</li>
        ))}
      </S.List>
      {list.isFetchingNextPage ? (
        <S.More>
          <Spinner />
        </S.More>
      ) : list.isFetchNextPageError ? (
        <ErrorState onRetry={list.fetchNextPage} />
      ) : list.hasNextPage ? (
        <S.More ref={sentinel}>
          <Button type="button" $variant="ghost" onClick={list.fetchNextPage}>
            Load more
          </Button>
        </S.More>
      ) : null}
    </>
  );
}
