import type { SongPost } from '@upclub/shared/types';
import { PostCard } from '@upclub/shared/ui/PostCard';
import type { PostRow } from './rows';

/** What a grid's cards do, the same in the plain and the virtualised grid. */
export interface PostCellActions {
  onPlay?: (post: SongPost, index: number) => void;
  onOpenComments?: (post: SongPost, index: number) => void;
  hideClub?: boolean;
}

/** The cards of the first row at the widest layout: their art is loaded first (the page's largest paint). */
const PRIORITY_CARDS = 4;

/** One cell's card: both grids render the same one, so swapping them changes nothing on screen. */
export function PostCell({ row, onPlay, onOpenComments, hideClub }: PostCellActions & { row: PostRow }) {
  return (
    <PostCard
      post={row.post}
      hideClub={hideClub}
      priority={row.index < PRIORITY_CARDS}
      onPlay={onPlay && ((post) => onPlay(post, row.index))}
      onOpenComments={onOpenComments && ((post) => onOpenComments(post, row.index))}
    />
  );
}
