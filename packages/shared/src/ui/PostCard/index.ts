// Its own entry point (@upclub/shared/ui/PostCard): the song post card and its parts (mention
// text, like, playback state) load with the pages, grids and overlays that show posts.
export { PostCard, type PostCardProps } from './PostCard';
export { MentionText } from './MentionText';
export { usePlaybackOf, type PostPlayback } from './usePlaybackOf';
export { captionParts, shareLinkOf, type CaptionPart } from './format';
export { useLike, bumpFormattedCount, type LikeState, type LikeOptions } from './useLike';
