export { CommentsPanel } from './CommentsPanel';
export { commentKeys } from './queries/comments';
