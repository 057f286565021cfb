import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { TrackDetails } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { tracks } from '../../db/schema';
import { answeredImageUrl, storedImageUrl } from '../../lib/provider-urls';
import type { TrackResolver } from '../../lib/track-resolver';

type TrackRow = typeof tracks.$inferSelect;

/** The columns answers read (a post's join, or a whole row). */
export type CachedTrack = Pick<TrackRow, 'id' | 'name' | 'uri' | 'artists' | 'albumImages' | 'durationMs'>;

/**
 * The track cache: each track is asked of the provider once, then read from the tracks table.
 * Images under `providerBase` (the provider's address as browsers reach it) are stored
 * relative to it and answered at the current one, so the cache survives a new port or address
 * of the provider (lib/provider-urls.ts).
 */
export function createTracksRepository(db: Db, resolver: TrackResolver, providerBase?: string) {
  const toRow = (t: TrackDetails): CachedTrack => ({
    id: t.id,
    name: t.name,
    uri: t.uri,
    artists: t.artists.map((a) => ({ name: a.name })),
    albumImages: t.album.images.map((image) => ({ ...image, url: storedImageUrl(image.url, providerBase) })),
    durationMs: t.duration_ms ?? null,
  });

  /** A cached row as the answers embed it (`track_details`). */
  const detailsOf = (row: CachedTrack): TrackDetails => ({
    id: row.id,
    name: row.name,
    uri: row.uri,
    artists: row.artists,
    album: { images: row.albumImages.map((image) => ({ ...image, url: answeredImageUrl(image.url, providerBase) })) },
    ...(row.durationMs !== null && { duration_ms: row.durationMs }),
  });

  return {
    /**
     * The track, from the cache or else from the provider (then cached). Null when the
     * provider does not know it; TrackProviderError when the provider cannot be asked.
     */
    async ensure(id: string): Promise<TrackDetails | null> {
      const [cached] = await db.select().from(tracks).where(eq(tracks.id, id)).limit(1);
      if (cached) return detailsOf(cached);
      const track = await resolver.getTrack(id);
      if (!track) return null;
      // The cache is keyed by the id that was asked for, whatever id the provider echoes.
      const row = toRow({ ...track, id });
      await db.insert(tracks).values(row).onConflictDoNothing();
      return detailsOf(row);
    },

    /** Stores tracks known up front (demo catalogue), within `via` (a transaction) if given. */
    async put(list: readonly TrackDetails[], via: Db | Tx = db): Promise<void> {
      if (!list.length) return;
      await via.insert(tracks).values(list.map(toRow)).onConflictDoNothing();
    },

    detailsOf,
  };
}

export type TracksRepository = ReturnType<typeof createTracksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tracks: TracksRepository;
  }
}

/** The track cache over the deployment's provider (plugins/app/music.ts). */
export default fp(
  async (app) => {
    app.decorate('tracks', createTracksRepository(app.db, app.provider.trackResolver, app.config.providerBaseUrl));
  },
  { name: 'tracks', dependencies: ['db', 'config', 'music'] },
);
