import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';
import { POST_TYPE_USER, type TrackDetails } from '@upclub/shared/types';
import type { TracksRepository } from '../plugins/app/tracks';
import { refreshHotScores } from './hot-score';
import { seedClubs } from './seed-clubs';
import type { Db, Tx } from './open';
import { comments, follows, notifications, postLikes, profiles, songPosts, users } from './schema';
import { countRows } from './sql';

export interface DemoLogin {
  username: string;
  /** Absent for the staff account: its password is STAFF_PASSWORD, or generated and printed once. */
  password?: string;
  note?: string;
}

/** Published (README): the demo users have no rights beyond any member's. */
const DEMO_PASSWORD = 'upclub-demo';

interface DemoUser {
  username: string;
  /** Absent: the staff password (SeedOptions.staffPassword, or a generated one). */
  password?: string;
  firstName: string;
  lastName: string;
  bio: string;
  userType: number;
  note: string;
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'demo',
    password: DEMO_PASSWORD,
    firstName: 'Dana',
    lastName: 'Morales',
    bio: 'Indie, city pop and long walks.',
    userType: 0,
    note: 'demo user',
  },
  {
    username: 'alex',
    password: DEMO_PASSWORD,
    firstName: 'Alex',
    lastName: 'Rivera',
    bio: 'Mostly jazz. Sometimes not.',
    userType: 0,
    note: 'demo user',
  },
  {
    username: 'sam',
    password: DEMO_PASSWORD,
    firstName: 'Sam',
    lastName: 'Okafor',
    bio: 'Afrobeats and everything after.',
    userType: 0,
    note: 'demo user',
  },
  {
    username: 'jules',
    password: DEMO_PASSWORD,
    firstName: 'Jules',
    lastName: 'Martin',
    bio: 'Chanson, synths, film scores.',
    userType: 0,
    note: 'demo user',
  },
  {
    username: 'staff',
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
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_USERS.map(({ username, password, note }) => ({
  username,
  password,
  note,
}));

/** How many demo posts, over how many days back. */
const DEMO_POST_COUNT = 40;
const DEMO_SPAN_DAYS = 42;

/** Captions of the demo posts; `{name}` is another demo user, mentioned. */
const DEMO_CAPTIONS = [
  'On repeat all week.',
  '',
  'This one is for {name}.',
  'Headphones on, world off.',
  '',
  '{name} you were right about this one',
  'Morning walk soundtrack.',
  '',
  'Found it in a café in Lisbon.',
  'Turn it up.',
];

const DEMO_COMMENTS = [
  'Love this!',
  'Added to my library.',
  'Great pick',
  'Such a good bassline',
  'Where has this been all my life',
  'Sending this to everyone',
];
const DEMO_REPLIES = ['Right?', 'Same here', 'Thank you!', 'Agreed 🎧'];

/** A small deterministic generator, so every fresh demo database looks the same. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Demo posts by the demo users over the last weeks, with captions, mentions, likes, comments
 * and replies between them (and the notifications those would have made); every third post of
 * a club's owner or curator goes into one of their clubs (`postInto`).
 */
async function seedPosts(
  tx: Tx,
  id: Record<string, number>,
  demo: DemoTracks,
  now: Date,
  postInto: Map<number, number[]>,
): Promise<void> {
  const demoTracks = demo.tracks;
  await demo.cache.put(demoTracks, tx);
  const people = DEMO_USERS.filter((u) => u.userType === 0).map((u) => ({ id: id[u.username], username: u.username }));
  const next = sequence(20_261_122);
  const clubTurns = new Map<number, number>();
  const posts = Array.from({ length: DEMO_POST_COUNT }, (_, i) => {
    const author = people[i % people.length];
    const track = demoTracks[i % demoTracks.length];
    const other = people[(i + 1 + Math.floor(next() * (people.length - 1))) % people.length];
    const template = DEMO_CAPTIONS[i % DEMO_CAPTIONS.length];
    const mentioned = template.includes('{name}') && other.id !== author.id ? other : null;
    const caption = mentioned ? template.replace('{name}', `<@${mentioned.id}>`) : template.replace('{name}', 'you');
    // Older first, spread over the span, the newest a few minutes old.
    const ageMs =
      ((DEMO_POST_COUNT - 1 - i) / DEMO_POST_COUNT) * DEMO_SPAN_DAYS * 86_400_000 + (5 + next() * 60) * 60_000;
    // Into each of the author's clubs in turn.
    const clubs = postInto.get(author.id) ?? [];
    const clubPosts = i % 3 === 1 && clubs.length ? (clubTurns.get(author.id) ?? 0) : null;
    if (clubPosts !== null) clubTurns.set(author.id, clubPosts + 1);
    return {
      clubId: clubPosts !== null ? clubs[clubPosts % clubs.length] : null,
      userId: author.id,
      song: track.id,
      title: track.name,
      caption,
      mentionIds: mentioned ? [mentioned.id] : [],
      postType: POST_TYPE_USER,
      createdAt: new Date(now.getTime() - ageMs),
    };
  });
  const rows = await tx.insert(songPosts).values(posts).returning({
    id: songPosts.id,
    userId: songPosts.userId,
    createdAt: songPosts.createdAt,
    mentionIds: songPosts.mentionIds,
  });
  const later = (from: Date) => new Date(Math.min(now.getTime(), from.getTime() + (10 + next() * 600) * 60_000));
  const likes: (typeof postLikes.$inferInsert)[] = [];
  const said: (typeof notifications.$inferInsert)[] = [];
  for (const post of rows) {
    for (const mentionId of post.mentionIds)
      said.push({
        recipientId: mentionId,
        actorId: post.userId,
        kind: 'mention_songpost',
        payload: { song_post: post.id },
        createdAt: post.createdAt,
      });
    for (const fan of people) {
      if (fan.id === post.userId || next() < 0.45) continue;
      const at = later(post.createdAt);
      likes.push({ postId: post.id, userId: fan.id, createdAt: at });
      said.push({
        recipientId: post.userId,
        actorId: fan.id,
        kind: 'like',
        payload: { song_post: post.id },
        createdAt: at,
      });
    }
  }
  if (likes.length) await tx.insert(postLikes).values(likes);
  for (const [i, post] of rows.entries()) {
    if (i % 3 === 2) continue;
    const commenter =
      people.find((p) => p.id !== post.userId && next() < 0.7) ?? people.find((p) => p.id !== post.userId)!;
    const at = later(post.createdAt);
    const [comment] = await tx
      .insert(comments)
      .values({ postId: post.id, userId: commenter.id, text: DEMO_COMMENTS[i % DEMO_COMMENTS.length], createdAt: at })
      .returning({ id: comments.id });
    said.push({
      recipientId: post.userId,
      actorId: commenter.id,
      kind: 'comment',
      payload: { song_post: post.id, comment: comment.id },
      createdAt: at,
    });
    if (i % 2 === 0) {
      const replyAt = later(at);
      const [reply] = await tx
        .insert(comments)
        .values({
          postId: post.id,
          userId: post.userId,
          parentId: comment.id,
          text: DEMO_REPLIES[i % DEMO_REPLIES.length],
          createdAt: replyAt,
        })
        .returning({ id: comments.id });
      said.push({
        recipientId: commenter.id,
        actorId: post.userId,
        kind: 'reply',
        payload: { song_post: post.id, comment: reply.id, comment_parent: comment.id },
        createdAt: replyAt,
      });
    }
  }
  if (said.length) await tx.insert(notifications).values(said);
  // The counters every like and comment keeps, written once for the lot.
  await tx.execute(sql`
    update ${comments} c set replies_count = (select count(*)::int from ${comments} r where r.parent_id = c.id)`);
  await tx.execute(sql`
    update ${songPosts} p set
      likes_count = (select count(*)::int from ${postLikes} l where l.post_id = p.id),
      comments_count = (select count(*)::int from ${comments} c where c.post_id = p.id)`);
  await refreshHotScores(tx);
}

/** Tracks for demo posts, and the cache their details go into. */
export interface DemoTracks {
  tracks: readonly TrackDetails[];
  cache: Pick<TracksRepository, 'put'>;
}

export interface SeedOptions {
  /** Demo posts of these tracks; no posts without them. */
  demoTracks?: DemoTracks;
  now?: Date;
  /** The staff account's password; absent: a new random one (in the result, to print once). */
  staffPassword?: string;
  /** Hashes the demo passwords (the app's `passwords.hash`, on its password threads). */
  hashPassword: (password: string) => Promise<string>;
}

export interface Seeded {
  /** The staff account's password when it was generated (never stored anywhere else). */
  generatedStaffPassword?: string;
}

/** A password nobody can guess and anybody can type: 18 characters of base64url. */
function newStaffPassword(): string {
  return randomBytes(14).toString('base64url');
}

/**
 * Demo content for a fresh database: runs only while the users table is empty, so it never
 * touches real accounts and a second run does nothing. False when it did not seed.
 */
/** Whether no user exists yet (a seeded start seeds only then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: countRows() }).from(users);
  return n === 0;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<Seeded | false> {
  if (!(await isEmpty(db))) return false;
  const staffPassword = options.staffPassword ?? newStaffPassword();
  const hashes = await Promise.all(DEMO_USERS.map((u) => options.hashPassword(u.password ?? staffPassword)));
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
    await tx.insert(profiles).values(DEMO_USERS.map((u) => ({ userId: id[u.username], profileDescription: u.bio })));
    await tx.insert(follows).values(DEMO_FOLLOWS.map(([a, b]) => ({ followerId: id[a], followeeId: id[b] })));
    // Each follow told its followee, as following does.
    await tx
      .insert(notifications)
      .values(DEMO_FOLLOWS.map(([a, b]) => ({ recipientId: id[b], actorId: id[a], kind: 'follow' as const })));
    const now = options.now ?? new Date();
    const postInto = await seedClubs(tx, id, now);
    if (options.demoTracks?.tracks.length) await seedPosts(tx, id, options.demoTracks, now, postInto);
  });
  return options.staffPassword ? {} : { generatedStaffPassword: staffPassword };
}
