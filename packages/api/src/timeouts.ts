// Bounds on waiting for the database and for requests, with their defaults: read by the options
// (./options, ./config) and by the database opener (./db/open) and the pub/sub transport.

/**
 * Bounds on waiting, so that a database that stops answering costs a request seconds, not
 * minutes: the request fails with a 503 the client can show, and the process stays responsive.
 */
export interface Timeouts {
  /** Getting a PostgreSQL connection: opening one, or waiting for a free one of the pool. */
  databaseConnectMs: number;
  /** A pooled connection unused this long is closed (the pool shrinks after a burst). */
  databaseIdleMs: number;
  /**
   * One SQL statement at most (PostgreSQL's statement_timeout cancels it), and a transaction
   * left idle at most (idle_in_transaction_session_timeout: its locks are freed). The driver
   * gives up a little later on its own, for a server that never answers at all.
   */
  databaseStatementMs: number;
  /**
   * Receiving a request, and answering it (503 after it); an idle socket is closed after twice
   * this. The live events stream is exempt.
   */
  requestMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  databaseConnectMs: 5_000,
  databaseIdleMs: 30_000,
  databaseStatementMs: 15_000,
  requestMs: 30_000,
};
export const DEFAULT_DATABASE_POOL_SIZE = 10;
