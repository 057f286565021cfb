import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { authTokens } from '../../db/schema';
import type { SessionLifetime } from './tokens';

// When the session (token) behind a live stream ends. A stream is opened once with a token and
// then lives for hours: the token's later fate (logout, "Sign out everywhere", a password reset,
// idle or absolute expiry) must end the stream too. The auth_tokens row is the truth every
// process shares: a session is alive while its row exists and its lifetimes have not run out.

/** Tokens asked about at once (bound parameters of one `in (...)`). */
const HASHES_PER_QUERY = 500;

/**
 * The instant each of these sessions ends if nothing else happens (the earlier of its idle and
 * its absolute expiry), for those alive now; a session missing from the answer has ended.
 */
export type SessionDeadlines = (hashes: string[]) => Promise<Map<string, number>>;

export function createSessionDeadlines(db: Db, life: Omit<SessionLifetime, 'now'>): SessionDeadlines {
  return async (hashes) => {
    const ends = new Map<string, number>();
    for (let from = 0; from < hashes.length; from += HASHES_PER_QUERY) {
      const rows = await db
        .select({ hash: authTokens.hash, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt })
        .from(authTokens)
        .where(inArray(authTokens.hash, hashes.slice(from, from + HASHES_PER_QUERY)));
      for (const row of rows) {
        // The same rule as sessionAlive: alive while `at` is before both ends.
        ends.set(row.hash, Math.min(row.lastUsedAt.getTime() + life.idleMs, row.createdAt.getTime() + life.maxMs));
      }
    }
    return ends;
  };
}
