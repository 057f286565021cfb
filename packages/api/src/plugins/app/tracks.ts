import { inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { TrackDetails } from '@upclub/shared/types';
import type { Db, Tx } from '../../db/open';
import { tracks } from '../../db/schema';
import { createHttpTrackResolver, unconfiguredTrackResolver, type ProviderCredentials, type TrackResolver } from '../../lib/track-resolver';

type TrackRow = typeof tracks.$inferSelect;

/** The columns answers read (a post's join, or a whole row). */
export type CachedTrack = Pick<TrackRow, 'id' | 'name' | 'uri' | 'artists' | 'albumImages' | 'durationMs'>;

/** A cached row as the answers embed it (`track_details`). */
function trackDetailsOf(row: CachedTrack): TrackDetails {
  return {
    id: row.id,
    name: row.name,
    uri: row.uri,
    artists: row.artists,
    album: { images: row.albumImages },
    ...(row.durationMs !== null && { duration_ms: row.durationMs }),
  };
}

const toRow = (t: TrackDetails) => ({
  id: t.id,
  name: t.name,
  uri: t.uri,
  artists: t.artists.map((a) => ({ name: a.name })),
  albumImages: t.album.images,
  durationMs: t.duration_ms ?? null,
});

/** The track cache: each track is asked of the provider once, then read from the tracks table. */
export function createTracksRepository(db: Db, resolver: TrackResolver) {
  return {
    /**
     * The track, from the cache or else from the provider (then cached). Null when the
     * provider does not know it; TrackProviderError when the provider cannot be asked.
     */
    async ensure(id: string): Promise<TrackDetails | null> {
      const [row] = await db.select().from(tracks).where(inArray(tracks.id, [id])).limit(1);
      if (row) return trackDetailsOf(row);
      const track = await resolver.getTrack(id);
      if (!track) return null;
      // The cache is keyed by the id that was asked for, whatever id the provider echoes.
      await db.insert(tracks).values(toRow({ ...track, id })).onConflictDoNothing();
      return { ...track, id };
    },

    /** Stores tracks known up front (demo catalogue), within `via` (a transaction) if given. */
    async put(list: readonly TrackDetails[], via: Db | Tx = db): Promise<void> {
      if (!list.length) return;
      await via.insert(tracks).values(list.map(toRow)).onConflictDoNothing();
    },

    /** A cached track as answers embed it (`track_details`). */
    detailsOf: trackDetailsOf,
  };
}

export type TracksRepository = ReturnType<typeof createTracksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tracks: TracksRepository;
  }
}

export interface TracksPluginOptions {
  trackResolver?: TrackResolver;
  provider?: ProviderCredentials;
}

export default fp<TracksPluginOptions>(
  async (app, options) => {
    const resolver =
      options.trackResolver ?? (options.provider ? createHttpTrackResolver(options.provider) : unconfiguredTrackResolver);
    app.decorate('tracks', createTracksRepository(app.db, resolver));
  },
  { name: 'tracks', dependencies: ['db'] },
);
