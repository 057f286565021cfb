// Its own entry point (@upclub/shared/ui/PostCard): the song post card and its parts (mention
// text, playback state) load with the pages, grids and overlays that show posts; the like is
// @upclub/shared/queries' useLike.
export { PostCard, type PostCardProps } from './PostCard';
export { MentionText } from './MentionText';
export { usePlaybackOf, type PostPlayback } from './usePlaybackOf';
export { captionParts, shareLinkOf, type CaptionPart } from './format';
