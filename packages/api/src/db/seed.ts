import { sql } from 'drizzle-orm';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { hashPassword } from '../lib/passwords';
import type { Db } from './open';
import { follows, notifications, profiles, users } from './schema';

export interface DemoLogin {
  username: string;
  password: string;
  note?: string;
}

const DEMO_PASSWORD = 'upclub-demo';
const STAFF_PASSWORD = 'upclub-staff';

interface DemoUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  bio: string;
  userType: number;
  note: string;
}

const DEMO_USERS: DemoUser[] = [
  { username: 'demo', password: DEMO_PASSWORD, firstName: 'Dana', lastName: 'Morales', bio: 'Indie, city pop and long walks.', userType: 0, note: 'demo user' },
  { username: 'alex', password: DEMO_PASSWORD, firstName: 'Alex', lastName: 'Rivera', bio: 'Mostly jazz. Sometimes not.', userType: 0, note: 'demo user' },
  { username: 'sam', password: DEMO_PASSWORD, firstName: 'Sam', lastName: 'Okafor', bio: 'Afrobeats and everything after.', userType: 0, note: 'demo user' },
  { username: 'jules', password: DEMO_PASSWORD, firstName: 'Jules', lastName: 'Martin', bio: 'Chanson, synths, film scores.', userType: 0, note: 'demo user' },
  {
    username: 'staff',
    password: STAFF_PASSWORD,
    firstName: 'Morgan',
    lastName: 'Lee',
    bio: 'Keeping the music flowing.',
    userType: USER_TYPE_METRICS | USER_TYPE_BROADCAST,
    note: 'staff: metrics + broadcast',
  },
];

/** Who follows whom among the demo users (follower, followee). */
const DEMO_FOLLOWS: [string, string][] = [
  ['demo', 'alex'],
  ['demo', 'sam'],
  ['alex', 'demo'],
  ['alex', 'jules'],
  ['sam', 'demo'],
  ['jules', 'alex'],
  ['jules', 'sam'],
  ['staff', 'demo'],
];

/** The logins the seed creates, for the start-up banner. */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_USERS.map(({ username, password, note }) => ({ username, password, note }));

/**
 * Demo content for a fresh database: runs only while the users table is empty, so it never
 * touches real accounts and a second run does nothing. True when it seeded.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          username: u.username,
          email: `${u.username}@upclub.local`,
          firstName: u.firstName,
          lastName: u.lastName,
          passwordHash: hashes[i],
          userType: u.userType,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const id = Object.fromEntries(rows.map((r) => [r.username, r.id]));
    await tx.insert(profiles).values(DEMO_USERS.map((u) => ({ userId: id[u.username], bio: u.bio })));
    await tx.insert(follows).values(DEMO_FOLLOWS.map(([a, b]) => ({ followerId: id[a], followeeId: id[b] })));
    // Each follow told its followee, as following does.
    await tx
      .insert(notifications)
      .values(DEMO_FOLLOWS.map(([a, b]) => ({ recipientId: id[b], actorId: id[a], kind: 'follow' as const })));
  });
  return true;
}
