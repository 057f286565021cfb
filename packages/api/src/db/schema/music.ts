import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// A deployment on an OpenSubsonic music server (docs/providers.md): each user's link to their
// account there. The secret is the strongest credential the server accepted, sealed with
// AES-256-GCM under CREDENTIAL_KEY (providers/opensubsonic/vault.ts): never the clear password.

export const musicLinks = pgTable('music_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The username at the music server (absent for an API key, which names its own account). */
  username: varchar('username', { length: 255 }),
  /** 'apiKey', 'token' (t and s) or 'password' (servers without token authentication). */
  authKind: varchar('auth_kind', { length: 10 }).notNull(),
  /** The sealed credential: the key, `token:salt`, or the password. */
  secret: text('secret').notNull(),
  /** The Subsonic API version the server answered when linking. */
  serverVersion: varchar('server_version', { length: 32 }).notNull(),
  /** The server's `type` (navidrome, gonic...), when it says. */
  serverType: varchar('server_type', { length: 64 }),
  openSubsonic: boolean('open_subsonic').notNull().default(false),
  createdAt: createdAt(),
});
