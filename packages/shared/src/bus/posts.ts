import type { SongPost } from '@upclub/shared/types';
import { channel } from './bus';

// Post events every list that shows the post applies to its own copy.

const created = channel<SongPost>();
export const emitPostCreated = created.emit;
export const onPostCreated = created.on;

const deleted = channel<{ songPost: number }>();
export const emitPostDeleted = deleted.emit;
export const onPostDeleted = deleted.on;

export interface PostChange {
  songPost: number;
  liked?: boolean;
  formatted_likes?: string;
  formatted_comments_count?: string;
}
const changed = channel<PostChange>();
export const emitPostChanged = changed.emit;
export const onPostChanged = changed.on;
