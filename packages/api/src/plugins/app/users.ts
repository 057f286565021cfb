import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { CHANNELS } from '../../lib/channels';
import { SERVER_DETAIL } from '@upclub/shared/validation';
import type { FieldErrors } from '@upclub/shared/validation';
import type { Db, Tx } from '../../db/open';
import { countRows } from '../../db/sql';
import { users, type UserRow } from '../../db/schema';
import { uniqueViolation } from '../../errors';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<
  Pick<UserRow, 'username' | 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'passwordHash' | 'userType'>
>;

/** Username and email are unique whatever their case. */
const sameText = (column: typeof users.username | typeof users.email, value: string): SQL =>
  sql`lower(${column}) = lower(${value})`;

/** Thrown by create/update when the username or email is taken: the DRF 400 body to answer. */
export class DuplicateUserError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('duplicate user');
  }
}

const duplicateMessages = { username: SERVER_DETAIL.usernameTaken, email: SERVER_DETAIL.emailTaken } as const;

function duplicateFromViolation(error: unknown): DuplicateUserError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  const field = constraint.includes('email') ? 'email' : 'username';
  return new DuplicateUserError({ [field]: [duplicateMessages[field]] });
}

export function createUsersRepository(db: Db | Tx) {
  const first = async (where: SQL | undefined): Promise<UserRow | null> =>
    (await db.select().from(users).where(where).limit(1))[0] ?? null;

  /** Which of username/email another user already has, as field errors (empty when free). */
  async function takenFields(
    candidate: { username?: string; email?: string },
    exceptId?: number,
  ): Promise<FieldErrors> {
    const clauses = [
      candidate.username === undefined ? undefined : sameText(users.username, candidate.username),
      candidate.email === undefined ? undefined : sameText(users.email, candidate.email),
    ].filter((c): c is SQL => c !== undefined);
    if (!clauses.length) return {};
    const rows = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(and(or(...clauses), exceptId === undefined ? undefined : ne(users.id, exceptId)));
    const errors: FieldErrors = {};
    const lower = (v?: string) => v?.toLowerCase();
    if (rows.some((r) => lower(r.username) === lower(candidate.username)))
      errors.username = [duplicateMessages.username];
    if (rows.some((r) => lower(r.email) === lower(candidate.email))) errors.email = [duplicateMessages.email];
    return errors;
  }

  return {
    findById: (id: number) => first(eq(users.id, id)),
    findByUsername: (username: string) => first(sameText(users.username, username)),
    findByEmail: (email: string) => first(sameText(users.email, email)),
    takenFields,

    /** Inserts a user; DuplicateUserError when the username or email is taken. */
    async create(user: NewUser): Promise<UserRow> {
      const taken = await takenFields(user);
      if (Object.keys(taken).length) throw new DuplicateUserError(taken);
      try {
        const [row] = await db.insert(users).values(user).returning();
        return row;
      } catch (error) {
        throw duplicateFromViolation(error) ?? error;
      }
    },

    /** Updates a user; DuplicateUserError when a new username or email is taken. */
    async update(id: number, changes: UserChanges): Promise<UserRow | null> {
      if (changes.email !== undefined || changes.username !== undefined) {
        const taken = await takenFields({ email: changes.email, username: changes.username }, id);
        if (Object.keys(taken).length) throw new DuplicateUserError(taken);
      }
      if (!Object.keys(changes).length) return first(eq(users.id, id));
      try {
        const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
        return row ?? null;
      } catch (error) {
        throw duplicateFromViolation(error) ?? error;
      }
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: countRows() }).from(users);
      return row.n;
    },

    /**
     * The usernames of those of `ids` that are users (mentions are answered with them, and an
     * id missing here is an unknown user).
     */
    async usernamesById(ids: Iterable<number>): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((u) => [u.id, u.username]));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export default fp(
  async (app) => {
    const repo = createUsersRepository(app.db);
    app.decorate('users', {
      ...repo,
      // Sessions, posts and comments carry a user's fields: every process drops its copies.
      async update(id: number, changes: UserChanges) {
        const row = await repo.update(id, changes);
        if (Object.keys(changes).length) await app.pubsub.publish(CHANNELS.userChanged, String(id));
        return row;
      },
    });
  },
  { name: 'users', dependencies: ['db', 'pubsub'] },
);
