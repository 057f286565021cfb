export { PostCard, type PostCardProps } from './PostCard';
export { MentionText } from './MentionText';
export { usePlaybackOf, type PostPlayback } from './usePlaybackOf';
export { captionParts, shareLinkOf, type CaptionPart } from './format';
export { useLike, bumpFormattedCount, type LikeState, type LikeOptions } from './useLike';
