import { invalidPk } from '../errors';
import { markMentions, type MarkedText } from '../lib/mentions';
import type { UsersRepository } from '../plugins/app/users';

/**
 * The text with its mentions as markup, after checking every mentioned id is a user (DRF's
 * 400 for an unknown primary key otherwise).
 */
export async function resolveMentions(users: UsersRepository, text: string, ids: number[]): Promise<MarkedText> {
  const unique = [...new Set(ids)];
  const usernames = await users.usernamesById(unique);
  const missing = unique.find((id) => !usernames.has(id));
  if (missing !== undefined) throw invalidPk('mentions', missing);
  // In the order the client gave them.
  return markMentions(
    text,
    unique.map((id) => ({ id, username: usernames.get(id)! })),
  );
}
