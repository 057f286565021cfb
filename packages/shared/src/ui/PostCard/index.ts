export { PostCard, type PostCardProps } from './PostCard';
export { MentionText } from './MentionText';
export { captionParts, shareLinkOf, type CaptionPart } from './format';
