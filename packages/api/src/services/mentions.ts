import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { markMentions, type MarkedText } from '../lib/mentions';

/**
 * The text with its mentions as markup, after checking every mentioned id is a user (DRF's
 * 400 for an unknown primary key otherwise).
 */
export async function resolveMentions(db: Db, text: string, ids: number[]): Promise<MarkedText> {
  const unique = [...new Set(ids)];
  if (!unique.length) return markMentions(text, []);
  const found = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, unique));
  const missing = unique.find((id) => !found.some((u) => u.id === id));
  if (missing !== undefined) throw badRequest({ mentions: [`Invalid pk "${missing}" - object does not exist.`] });
  // In the order the client gave them.
  return markMentions(text, unique.map((id) => found.find((u) => u.id === id)!));
}
