import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
} from 'react';
import { API_PAGE_SIZE, EMPTY_TEXT } from '@upclub/shared/constants';
import type { SongPost } from '@upclub/shared/types';
import { useLoadMoreAtEnd } from '@upclub/shared/ui/PagedList';
import { VisuallyHidden } from '@upclub/shared/ui';
import { DEFAULT_POST_GRID_COLUMNS, type PostGridColumns } from './columns';
import { PostGridStyles as S } from './PostGrid.styles';
import { PostCell } from './PostCell';
import { isPostRow, rowsOf, type StatusRow } from './rows';
import { StatusFooter, type GridContext } from './StatusFooter';
import type { VirtualPostGridProps } from './VirtualPostGrid';

type VirtualGrid = ComponentType<VirtualPostGridProps>;

let virtualGrid: VirtualGrid | null = null;
let loadingGrid: Promise<VirtualGrid> | null = null;

/**
 * react-virtuoso stays out of a page's first load (a first page of cards needs no virtualising):
 * its chunk is fetched once for every grid of the page, when one asks for its second page. A
 * failed fetch is tried again next time; meanwhile the plain grid goes on showing every card.
 */
function loadVirtualGrid(): Promise<VirtualGrid> {
  loadingGrid ??= import(/* webpackChunkName: "virtual-post-grid" */ './VirtualPostGrid').then(
    (module) => (virtualGrid = module.default),
    (error: unknown) => {
      loadingGrid = null;
      throw error;
    },
  );
  return loadingGrid;
}

export interface PostGridProps {
  posts: SongPost[];
  /** A page (the first or the next) is loading. */
  loading: boolean;
  /** The last load failed: the list ends with a Retry. */
  failed: boolean;
  /** A next link exists. */
  hasMore: boolean;
  /** Fetch the next page (called when the end of the grid comes into view). */
  onLoadMore: () => void;
  /** Load again what failed. */
  onRetry: () => void;
  /** Plays a post from this list (PostCard's onPlay), with its index in `posts`. */
  onPlay?: (post: SongPost, index: number) => void;
  /** Opens a post's comments (PostCard's onOpenComments). */
  onOpenComments?: (post: SongPost, index: number) => void;
  /** The club page leaves the 'Posted in' links out. */
  hideClub?: boolean;
  /** Accessible name of the list. */
  label: string;
  emptyText?: string;
  /** How the cards fit a row (DESIGN §7's by default); keep it one constant, not made each render. */
  columns?: PostGridColumns;
}

/** The footer of a plain grid whose next page waits for the virtualised grid's chunk. */
const WAITING_FOR_GRID: StatusRow[] = [{ type: 'loading', key: 'loading' }];

/**
 * A window-scrolled grid of post cards that asks for the next page when its end comes into view,
 * while a next link exists. The first page is a plain grid; past it the grid is virtualised
 * (thousands of loaded posts stay smooth), with the same markup, so the swap moves nothing.
 */
export function PostGrid({
  posts,
  loading,
  failed,
  hasMore,
  onLoadMore,
  onRetry,
  onPlay,
  onOpenComments,
  hideClub,
  label,
  emptyText = EMPTY_TEXT.results,
  columns = DEFAULT_POST_GRID_COLUMNS,
}: PostGridProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const rows = useMemo(() => rowsOf({ posts, loading, failed }), [posts, loading, failed]);
  // The cells change with the posts only, not with the loading state at the end.
  const postRows = useMemo(() => rowsOf({ posts, loading: false, failed: false }).filter(isPostRow), [posts]);
  const context = useMemo<GridContext>(
    () => ({ status: rows.filter((row): row is StatusRow => !isPostRow(row)), emptyText, onRetry, columns }),
    [rows, emptyText, onRetry, columns],
  );

  const [Virtual, setVirtual] = useState<VirtualGrid | null>(() => virtualGrid);
  const [virtualFailed, setVirtualFailed] = useState(false);
  const grown = posts.length > API_PAGE_SIZE;
  useEffect(() => {
    if (!grown || Virtual) return;
    let live = true;
    loadVirtualGrid().then(
      (grid) => live && setVirtual(() => grid),
      () => live && setVirtualFailed(true),
    );
    return () => {
      live = false;
    };
  }, [grown, Virtual]);
  const virtual = grown && Virtual !== null;
  // A next page that comes before the virtualised grid's chunk waits with it (the plain grid keeps
  // its first page and says it is loading), so the swap always starts from the page the user
  // scrolled, whichever comes first; without the chunk the plain grid shows every post.
  const waitingForGrid = grown && !virtual && !virtualFailed;

  // The grid can report its end several times for the same posts (end reached, range changed):
  // the next page is asked for once per list of posts, told by its length and first post (a
  // new list, another sort, starts again). Until the list changes the end is not watched either;
  // a list that changed with its end still in view asks again (short pages fill the view).
  const listKey = `${posts.length}:${posts[0]?.song_post ?? ''}`;
  const [askedAt, setAskedAt] = useState<string | null>(null);
  const askedRef = useRef<string | null>(null);
  const canLoadMore = hasMore && !loading && !failed;
  const endReached = () => {
    if (!canLoadMore || askedRef.current === listKey) return;
    askedRef.current = listKey;
    setAskedAt(listKey);
    // The virtualised grid is fetched with the second page, so both are there together.
    void loadVirtualGrid().catch(() => undefined);
    onLoadMore();
  };
  const end = useLoadMoreAtEnd<HTMLDivElement>(
    endReached,
    canLoadMore && !virtual && !waitingForGrid && askedAt !== listKey,
  );

  // The swap replaces the cards' elements: a card that had the focus gets it back (keyboard
  // users go on from where they were).
  const focused = useRef<{ cell: number; control: number } | null>(null);
  useLayoutEffect(() => {
    const where = focused.current;
    const section = sectionRef.current;
    if (!virtual || !where || !section || section.contains(document.activeElement)) return;
    const cell = section.querySelectorAll('[role="listitem"]')[where.cell];
    const control = cell?.querySelectorAll<HTMLElement>('a[href], button, [tabindex]')[where.control];
    control?.focus({ preventScroll: true });
  }, [virtual]);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cell = event.target.closest('[role="listitem"]');
    const cells = sectionRef.current ? [...sectionRef.current.querySelectorAll('[role="listitem"]')] : [];
    focused.current = cell
      ? {
          cell: cells.indexOf(cell),
          control: [...cell.querySelectorAll('a[href], button, [tabindex]')].indexOf(event.target),
        }
      : null;
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus moving elsewhere forgets the card; a card taken away (the swap) leaves it to nothing.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) focused.current = null;
  };

  return (
    // The grid's heading (level 2, for screen readers) sits between the page's title and the
    // cards' level-3 titles, so the outline never skips a level.
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-busy={loading}
      data-grid={virtual ? 'virtual' : 'plain'}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <VisuallyHidden as="h2" id={headingId}>
        {label}
      </VisuallyHidden>
      {virtual ? (
        <Virtual
          rows={postRows}
          context={context}
          onEndReached={endReached}
          onPlay={onPlay}
          onOpenComments={onOpenComments}
          hideClub={hideClub}
        />
      ) : (
        <>
          {postRows.length > 0 ? (
            <S.List context={context}>
              {(waitingForGrid ? postRows.slice(0, API_PAGE_SIZE) : postRows).map((row) => (
                <S.Item key={row.key}>
                  <PostCell
                    row={row}
                    columns={columns}
                    onPlay={onPlay}
                    onOpenComments={onOpenComments}
                    hideClub={hideClub}
                  />
                </S.Item>
              ))}
            </S.List>
          ) : null}
          <StatusFooter context={waitingForGrid ? { ...context, status: WAITING_FOR_GRID } : context} />
          {/* Where the infinite scroll looks for the end of the list (no size, nothing moves). */}
          <div ref={end} />
        </>
      )}
    </section>
  );
}
