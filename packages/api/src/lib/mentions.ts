// Mentions (spec part 1 §3): the client sends plain text with `@username` and the mentioned
// users' ids; the API stores `<@{userid}>` markup in the text and answers the mentions list.

import type { Mention } from '@upclub/shared/types';

export interface MentionedUser {
  id: number;
  username: string;
}

export interface MarkedText {
  text: string;
  /** The users whose mention is in the text, in the order first given. */
  mentionIds: number[];
}

/** Usernames are letters, digits and - _ @ . + (spec §5): a mention ends where they do. */
const USERNAME_CHAR = '[A-Za-z0-9\\-_@.+]';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes each given user's `@username` as `<@id>` (any case; not when it is only the start of a
 * longer name) and keeps only the mentions that are in the text. Markup the client typed itself
 * for anyone not mentioned is turned back into plain text, so the stored text never points at
 * a user the mentions list does not name.
 */
export function markMentions(plain: string, users: readonly MentionedUser[]): MarkedText {
  const allowed = new Set(users.map((u) => u.id));
  let text = plain.replace(/<@(\d+)>/g, (whole, id: string) => (allowed.has(Number(id)) ? whole : `@${id}`));
  // Longest names first, so @sam does not eat the start of @samantha.
  const byLength = [...users].sort((a, b) => b.username.length - a.username.length);
  for (const user of byLength) {
    const pattern = new RegExp(`@${escape(user.username)}(?!${USERNAME_CHAR})`, 'gi');
    text = text.replace(pattern, `<@${user.id}>`);
  }
  const mentionIds = users.map((u) => u.id).filter((id, i, all) => all.indexOf(id) === i && text.includes(`<@${id}>`));
  return { text, mentionIds };
}

/** The mentions list of an answer: each stored id that is (still) a user, with its username. */
export function mentionsOf(ids: readonly number[], usernames: ReadonlyMap<number, string>): Mention[] {
  return ids.flatMap((id) => {
    const username = usernames.get(id);
    return username === undefined ? [] : [{ upclubuser: id, username }];
  });
}
