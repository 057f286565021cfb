import { sql } from 'drizzle-orm';

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
