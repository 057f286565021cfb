import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './open';

// Small SQL pieces the repositories share.

/** `count(*)` as a JavaScript number (PostgreSQL's bigint count would come back as text). */
export const countRows = () => sql<number>`count(*)::int`;

/** A LIKE pattern that matches `text` literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE patterns of a search query, compared with lower(column): anywhere in it, or at its start. */
export const containsPattern = (query: string) => `%${likeEscape(query.trim().toLowerCase())}%`;
export const prefixPattern = (query: string) => `${likeEscape(query.trim().toLowerCase())}%`;

/**
 * Whether the trigram indexes (migrations 0006, 0007) can narrow a LIKE '%query%': pg_trgm splits
 * text into words at anything but letters and digits, so it needs a run of 3 of them. Any other
 * query ('a', '%', '_', 'a b') makes PostgreSQL read the whole table (issue 24: 1.4 to 5.5 s at
 * 1,000,000 posts): those are searched in a window instead (SHORT_SEARCH_WINDOW).
 */
export function trigramSearchable(query: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(query.trim());
}

/**
 * How many rows a query too short for the trigram indexes looks through: the newest posts, the
 * most followed clubs, the newest users and the people the searcher follows. The spec promises
 * results for any text; a one- or two-letter query matches most rows anyway, so its first pages
 * come from the rows people see most, read from an ordered index with a LIMIT rather than a scan.
 */
export const SHORT_SEARCH_WINDOW = 1000;

/**
 * Two queries' answers (a page and its count): at once on the pool, where each takes a connection
 * of its own, and one after the other in a transaction, which is one connection. pg runs one
 * query at a time on a client and takes a second one meanwhile only through a path it deprecates
 * (issue 24's load test warned of it; pg 9 removes it).
 */
export async function bothOn<A, B>(
  q: Db | Tx,
  first: () => PromiseLike<A>,
  second: () => PromiseLike<B>,
): Promise<[A, B]> {
  if (q instanceof PgTransaction) return [await first(), await second()];
  return Promise.all([first(), second()]);
}

/** The rows of `db.execute()`: PGlite answers `{rows}`, node-postgres an array-like result. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A column named with its table (`"clubs"."id"`), for the outer side of a correlated subquery:
 * in a select from one table drizzle names columns without it, and inside the subquery a bare
 * name would mean the subquery's own column.
 */
export function qualified(table: PgTable, column: PgColumn): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}
