// The database's tables by area. Drizzle (drizzle.config.ts) reads them all from here: after a
// change, `pnpm --filter @upclub/api run db:generate` writes the next migration into ./drizzle, and
// the app applies the migrations on every start (src/db/open.ts).

export * from './accounts';
export * from './clubs';
export * from './posts';
export * from './messages';
export * from './platform';
export * from './music';
export * from './rooms';
