import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table's created_at. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
