import { sql } from 'drizzle-orm';
import { clubFollows, clubs, comments, postLikes, songPosts, tracks } from '../src/db/schema';
import { buildTestApp, loginAs } from './helpers';
import { FIXTURE_TRACKS, get } from './music';

describe('the seed with demo tracks', () => {
  it('makes a living feed: posts over weeks with captions, mentions, likes, comments, replies, clubs and notifications', async () => {
    const t = await buildTestApp({ seed: true, demoTracks: FIXTURE_TRACKS });
    try {
      const count = async (table: typeof songPosts | typeof postLikes | typeof comments | typeof tracks) =>
        (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
      expect(await count(songPosts)).toBe(40);
      expect(await count(tracks)).toBe(FIXTURE_TRACKS.length);
      expect(await count(postLikes)).toBeGreaterThan(20);
      expect(await count(comments)).toBeGreaterThan(20);

      const demo = await loginAs(t.app, 'demo', 'upclub-demo');
      const feed = (await get(t.app, '/api/v1/getallfeed/new', demo.headers)).json();
      expect(feed.count).toBe(40);
      expect(feed.results[0].track_details).not.toBeNull();
      expect(feed.results.some((p: { mentions: unknown[] }) => p.mentions.length > 0)).toBe(true);
      const ages = feed.results.map((p: { post_age: string }) => p.post_age);
      expect(ages[0]).toMatch(/^\d+(m|h)$/);
      const top = (await get(t.app, '/api/v1/getallfeed/atg', demo.headers)).json();
      expect(Number(top.results[0].formatted_likes)).toBeGreaterThan(0);
      const mine = (await get(t.app, '/api/v1/getmyfeed/new', demo.headers)).json();
      expect(mine.count).toBeGreaterThan(0);
      expect(mine.count).toBeLessThan(40);
      expect((await get(t.app, '/api/v1/getnotificationscount/', demo.headers)).json().notifications).toBeGreaterThan(
        2,
      );
      // The seeded notifications list as the notifications page reads them, posts resolved.
      const notes = await get(t.app, '/api/v1/getnotifications/', demo.headers);
      expect(notes.statusCode).toBe(200);
      expect(notes.json().results.length).toBeGreaterThan(2);
      const withPost = notes.json().results.filter((n: { song_post: number | null }) => n.song_post !== null);
      expect(withPost.every((n: { post: unknown }) => n.post !== null)).toBe(true);

      // Demo clubs with owners, curators, followers, posts by their curators and a pending request.
      const clubList = (await get(t.app, '/api/v1/getallclubs/?category=alphabetical', demo.headers)).json();
      expect(clubList.results.map((c: { club_name: string }) => c.club_name)).toEqual([
        'Afrobeats Daily',
        'City Pop Revival',
        'Late Night Jazz',
      ]);
      const owned = (await get(t.app, '/api/v1/getallownedandcuratedclubs/', demo.headers)).json();
      expect(owned.results.map((c: { club_name: string }) => c.club_name)).toEqual(['City Pop Revival']);
      const cityPop = owned.results[0];
      expect(cityPop).toMatchObject({ curators: 2, followers: 2, followed: false, is_curator: true });
      const clubPosts = (await get(t.app, `/api/v1/getclubsongposts/${cityPop.club}/new`, demo.headers)).json();
      expect(clubPosts.count).toBeGreaterThan(0);
      expect(new Set(clubPosts.results.map((p: { username: string }) => p.username))).toEqual(new Set(['demo', 'sam']));
      const entries = (await get(t.app, `/api/v1/getclubcuratorsandrequests/${cityPop.club}`, demo.headers)).json();
      expect(entries.map((e: { username: string; is_curator: boolean }) => [e.username, e.is_curator])).toEqual([
        ['demo', true],
        ['sam', true],
        ['jules', false],
      ]);
      const [clubDrift] = await t.app.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from ${clubs} c where c.followers_count <> (select count(*) from ${clubFollows} f where f.club_id = c.id)`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: Array<{ n: number }> }).rows));
      expect(clubDrift.n).toBe(0);
      // Counters agree with the rows.
      const [drift] = await t.app.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from ${songPosts} p where p.likes_count <> (select count(*) from ${postLikes} l where l.post_id = p.id)
            or p.comments_count <> (select count(*) from ${comments} c where c.post_id = p.id)`,
        )
        .then((r) => (Array.isArray(r) ? r : (r as { rows: Array<{ n: number }> }).rows));
      expect(drift.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
