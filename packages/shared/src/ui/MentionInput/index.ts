// Its own entry point (@upclub/shared/ui/MentionInput): only the posting and comment forms use it.
// The box itself is loaded on first use (LazyMentionInput); the mention helpers are small and stay.
export { MentionInput } from './LazyMentionInput';
export type { MentionInputProps } from './MentionInput';
export {
  mentionQueryAt,
  insertMention,
  mentionsInText,
  toMentionPayload,
  textMentions,
  type MentionQuery,
} from './mentions';
