import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

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
