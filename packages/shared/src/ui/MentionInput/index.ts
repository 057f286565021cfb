export { MentionInput, type MentionInputProps } from './MentionInput';
export {
  mentionQueryAt,
  insertMention,
  mentionsInText,
  toMentionPayload,
  textMentions,
  type MentionQuery,
} from './mentions';
