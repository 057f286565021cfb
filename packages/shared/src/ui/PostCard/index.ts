export { PostCard, type PostCardProps } from './PostCard';
export { MentionText } from './MentionText';
export { POST_LINK_COPIED } from './ShareMenu';
export { captionParts, shareLinkOf, truncate, type CaptionPart } from './format';
