import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TrackDetails } from '@upclub/shared/types';
import { createListTrackResolver, type TrackResolver } from '../src/lib/track-resolver';

// Helpers of the music-loop tests: a small track catalogue the API resolves tracks from (a real
// resolver over a fixed table, which counts its lookups), and calls that read like a user's story.

const image = (n: number) => [{ url: `https://images.example/${n}-640.jpg`, height: 640, width: 640 }];

export const FIXTURE_TRACKS: TrackDetails[] = Array.from({ length: 12 }, (_, i) => ({
  id: `track${String(i + 1).padStart(2, '0')}`,
  name: `Song number ${i + 1}`,
  uri: `spotify:track:track${String(i + 1).padStart(2, '0')}`,
  artists: [{ name: `Artist ${(i % 4) + 1}` }],
  album: { images: image(i + 1) },
  duration_ms: 180_000 + i * 1000,
}));

/** A resolver over FIXTURE_TRACKS that remembers what it was asked. */
export function fixtureResolver(): TrackResolver & { asked: string[] } {
  const inner = createListTrackResolver(FIXTURE_TRACKS);
  const asked: string[] = [];
  return {
    asked,
    getTrack(id) {
      asked.push(id);
      return inner.getTrack(id);
    },
  };
}

type Headers = { authorization: string };

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Headers,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

export function get(app: FastifyInstance, url: string, headers: Headers): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}

/** Posts a track and returns the answer (expects 201). */
export async function postSong(
  app: FastifyInstance,
  headers: Headers,
  body: {
    song?: string;
    title?: string;
    comment?: string;
    mentions?: number[];
    club?: number | null;
    post_type?: number;
  } = {},
) {
  const res = await post(
    app,
    '/api/v1/postsong/',
    { song: 'track01', title: '', comment: '', mentions: [], post_type: 2, ...body },
    headers,
  );
  if (res.statusCode !== 201) throw new Error(`postsong failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function unreadCount(
  app: FastifyInstance,
  headers: Headers,
): Promise<{ notifications: number; message_notifications: number }> {
  return (await get(app, '/api/v1/getnotificationscount/', headers)).json();
}

/** Follows every `next` link from the first page, collecting the results. */
export async function followAll<T>(
  app: FastifyInstance,
  firstUrl: string,
  headers: Headers,
  publicUrl: string,
): Promise<{ pages: number; results: T[] }> {
  const results: T[] = [];
  let url: string | null = firstUrl;
  let pages = 0;
  while (url) {
    const res = await get(app, url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url, headers);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.json();
    results.push(...body.results);
    pages += 1;
    if (body.next !== null && !body.next.startsWith(publicUrl)) throw new Error(`next is not absolute: ${body.next}`);
    url = body.next;
    if (pages > 100) throw new Error('too many pages');
  }
  return { pages, results };
}
