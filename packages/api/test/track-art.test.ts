import { buildTestApp, createTestStore, loginAs, newMember } from './helpers';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { TrackDetails } from '@upclub/shared/types';
import { MIGRATIONS_DIR } from '../src/db/open';
import { tracks } from '../src/db/schema';
import { createListTrackResolver } from '../src/lib/track-resolver';
import { get, post } from './music';

// Cover art must not depend on the address the server (and so its provider emulator) runs at:
// start once, stop, start on another port, and every album picture must still load.

const OLD = 'http://127.0.0.1:8080/provider';
const NEW = 'http://127.0.0.1:9090/provider';

/** Tracks as the emulator at `base` answers them, plus one from a CDN elsewhere. */
function catalogue(base: string): TrackDetails[] {
  const track = (n: number, images: TrackDetails['album']['images']): TrackDetails => ({
    id: `art${n}`,
    name: `Art song ${n}`,
    uri: `spotify:track:art${n}`,
    artists: [{ name: 'Painter' }],
    album: { images },
    duration_ms: 200_000,
  });
  return [
    ...[1, 2, 3].map((n) =>
      track(
        n,
        [640, 300, 64].map((size) => ({
          url: `${base}/images/album/al${n}.svg?size=${size}`,
          height: size,
          width: size,
        })),
      ),
    ),
    track(4, [{ url: 'https://i.cdn.example/ab67616d0000b273', height: 640, width: 640 }]),
  ];
}

type Post = { song: string; track_details: TrackDetails | null };

const imageUrls = (posts: Post[]) => posts.flatMap((p) => p.track_details?.album.images.map((i) => i.url) ?? []);

describe('album art across a move to another address', () => {
  it('is stored relative to the provider and answered at its current address', async () => {
    const store = await createTestStore({ persistent: true });
    try {
      // First start: demo posts seeded from the emulator at OLD, and a track posted through it.
      const first = await buildTestApp({
        store,
        seed: true,
        demoTracks: catalogue(OLD).slice(0, 2),
        providerBaseUrl: OLD,
        trackResolver: createListTrackResolver(catalogue(OLD)),
      });
      const member = await newMember(first.app);
      expect(
        (await post(first.app, '/api/v1/postsong/', { song: 'art3', comment: '' }, member.headers)).statusCode,
      ).toBe(201);
      expect(
        (await post(first.app, '/api/v1/postsong/', { song: 'art4', comment: '' }, member.headers)).statusCode,
      ).toBe(201);
      const before = imageUrls((await get(first.app, '/api/v1/getallfeed/new', member.headers)).json().results);
      expect(before.filter((u) => u.startsWith(`${OLD}/images/album/`)).length).toBeGreaterThan(3);
      const stored = (await first.app.db.select({ images: tracks.albumImages }).from(tracks)).flatMap((r) =>
        r.images.map((i) => i.url),
      );
      expect(stored.filter((u) => u.includes('://'))).toEqual(['https://i.cdn.example/ab67616d0000b273']);
      await first.close();

      // Second start, the provider now at NEW: every picture answers from there.
      const second = await buildTestApp({
        store,
        seed: true,
        providerBaseUrl: NEW,
        trackResolver: createListTrackResolver([]),
      });
      try {
        const demo = await loginAs(second.app, 'demo', 'upclub-demo');
        const after = imageUrls((await get(second.app, '/api/v1/getallfeed/new', demo.headers)).json().results);
        expect(after.length).toBe(before.length);
        expect(after.filter((u) => !u.startsWith(`${NEW}/images/album/al`))).toEqual([
          'https://i.cdn.example/ab67616d0000b273',
        ]);
        expect(after.some((u) => u.includes(':8080'))).toBe(false);
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  });

  it("takes the provider's address from its Web API URL when not given", async () => {
    const t = await buildTestApp({
      provider: { accountsUrl: `${NEW}/accounts`, apiUrl: `${NEW}/v1`, clientId: 'upclub-web', clientSecret: 's' },
      trackResolver: createListTrackResolver(catalogue(NEW)),
    });
    try {
      const member = await newMember(t.app);
      const res = await post(t.app, '/api/v1/postsong/', { song: 'art1', comment: '' }, member.headers);
      expect(res.json().track_details.album.images[0].url).toBe(`${NEW}/images/album/al1.svg?size=640`);
      const [row] = await t.app.db.select().from(tracks).where(eq(tracks.id, 'art1'));
      expect(row.albumImages[0].url).toBe('images/album/al1.svg?size=640');
    } finally {
      await t.close();
    }
  });

  it('repairs art cached with an earlier address (migration 0002)', async () => {
    const t = await buildTestApp({ providerBaseUrl: NEW, trackResolver: createListTrackResolver([]) });
    try {
      // Rows as the cache wrote them before: absolute URLs of the emulator at an old address.
      const old = catalogue(OLD);
      await t.app.db.insert(tracks).values(
        old.map((d) => ({
          id: d.id,
          name: d.name,
          uri: d.uri,
          artists: d.artists,
          albumImages: d.album.images,
          durationMs: null,
        })),
      );
      await t.app.db.insert(tracks).values({
        id: 'standalone',
        name: 'From an emulator on its own',
        uri: 'spotify:track:standalone',
        artists: [],
        albumImages: [{ url: 'http://emulator.test:9000/images/playlist/pl9.svg?size=300', height: 300, width: 300 }],
      });
      const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0002_track_art_relative.sql'), 'utf8');
      await t.app.db.execute(sql.raw(migration));
      const rows = await t.app.db.select({ id: tracks.id, images: tracks.albumImages }).from(tracks).orderBy(tracks.id);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.images]))).toEqual({
        art1: [640, 300, 64].map((size) => ({ url: `images/album/al1.svg?size=${size}`, height: size, width: size })),
        art2: [640, 300, 64].map((size) => ({ url: `images/album/al2.svg?size=${size}`, height: size, width: size })),
        art3: [640, 300, 64].map((size) => ({ url: `images/album/al3.svg?size=${size}`, height: size, width: size })),
        art4: [{ url: 'https://i.cdn.example/ab67616d0000b273', height: 640, width: 640 }],
        standalone: [{ url: 'images/playlist/pl9.svg?size=300', height: 300, width: 300 }],
      });
      const [art1] = await t.app.db.select().from(tracks).where(eq(tracks.id, 'art1'));
      expect(t.app.tracks.detailsOf(art1).album.images[0].url).toBe(`${NEW}/images/album/al1.svg?size=640`);
    } finally {
      await t.close();
    }
  });
});
