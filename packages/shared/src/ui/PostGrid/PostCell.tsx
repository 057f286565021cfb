import type { SongPost } from '@upclub/shared/types';
import { PostCard } from '@upclub/shared/ui/PostCard';
import type { PostGridColumns } from './columns';
import type { PostRow } from './rows';

/** What a grid's cards do, the same in the plain and the virtualised grid. */
export interface PostCellActions {
  onPlay?: (post: SongPost, index: number) => void;
  onOpenComments?: (post: SongPost, index: number) => void;
  hideClub?: boolean;
}

/** How many cards the default column rule fits in a row at the widest layout (1440 px). */
const WIDEST_ROW_CARDS = 4;

/** The cards of the first row at the widest layout: their art is loaded first (the page's largest paint). */
const firstRowCards = ({ perRow }: PostGridColumns): number => perRow ?? WIDEST_ROW_CARDS;

/** One cell's card: both grids render the same one, so swapping them changes nothing on screen. */
export function PostCell({
  row,
  columns,
  onPlay,
  onOpenComments,
  hideClub,
}: PostCellActions & { row: PostRow; columns: PostGridColumns }) {
  return (
    <PostCard
      post={row.post}
      hideClub={hideClub}
      priority={row.index < firstRowCards(columns)}
      onPlay={onPlay && ((post) => onPlay(post, row.index))}
      onOpenComments={onOpenComments && ((post) => onOpenComments(post, row.index))}
    />
  );
}
