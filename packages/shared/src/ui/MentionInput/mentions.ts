import type { Mention } from '@upclub/shared/types';

// Pure text helpers of the mention input: where a mention is being typed, how a chosen user
// replaces it, and which mentions the text still holds.

/** A mention being typed: `@` at `start`, the letters after it up to the caret. */
export interface MentionQuery {
  start: number;
  end: number;
  query: string;
}

/** Letters a username may hold (spec §5: letters, digits and - _ @ . +), without the leading `@`. */
const USERNAME_CHARS = /^[\w.+-]*$/;

/**
 * The mention being typed at `caret`: an `@` at the start of the text or after whitespace,
 * followed by username letters up to the caret. Null when the caret is not in one.
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1])) return null;
  const query = before.slice(at + 1);
  if (!USERNAME_CHARS.test(query)) return null;
  return { start: at, end: caret, query };
}

/** The text with the typed mention replaced by `@username ` and where the caret goes after it. */
export function insertMention(text: string, at: MentionQuery, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  const rest = text.slice(at.end).replace(/^\s+/, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `@username` still stands in the text as a whole word. */
export function textMentions(text: string, username: string): boolean {
  return new RegExp(`(^|\\s)@${escapeRegExp(username)}(?![\\w.+-])`).test(text);
}

/** The mentions the text still holds (a mention whose `@username` was edited away is dropped). */
export function mentionsInText(text: string, mentions: Mention[]): Mention[] {
  return mentions.filter((m) => textMentions(text, m.username));
}

/**
 * What a comment or caption sends (spec §3): the plain text and the ids of the users it still
 * mentions, each once.
 */
export function toMentionPayload(text: string, mentions: Mention[]): { text: string; mentions: number[] } {
  const ids = mentionsInText(text, mentions).map((m) => m.upclubuser);
  return { text: text.trim(), mentions: [...new Set(ids)] };
}
