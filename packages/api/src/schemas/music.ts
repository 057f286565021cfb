import { z } from 'zod';

// The v1/music routes of an OpenSubsonic deployment (docs/providers.md): ids are the music
// server's own (UUIDs on supysonic, short ones on Navidrome), pages the Spotify-like offset ones.

/** The largest page a music list answers (the Spotify Web API's limit). */
export const MUSIC_PAGE_MAX = 50;
const MUSIC_PAGE_DEFAULT = 20;
const OFFSET_MAX = 100_000;

/** A server id in a path or list: no separators, no spaces. */
export const musicId = () =>
  z
    .string()
    .min(1)
    .max(128)
    .regex(/^[^\s,/?#]+$/);

export const musicIdParams = z.object({ id: musicId() });

export const musicPageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
  limit: z.coerce.number().int().min(1).max(MUSIC_PAGE_MAX).default(MUSIC_PAGE_DEFAULT),
});

export const CATALOGUE_TYPES = ['track', 'artist', 'album', 'playlist'] as const;

export const musicSearchQuery = musicPageQuery.extend({
  q: z.string().trim().min(1).max(200),
  type: z
    .string()
    .default(CATALOGUE_TYPES.join(','))
    .transform((text) => [...new Set(text.split(',').map((t) => t.trim()))])
    .pipe(z.array(z.enum(CATALOGUE_TYPES)).min(1)),
});

export const musicIdsQuery = z.object({
  ids: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(musicId()).min(1).max(MUSIC_PAGE_MAX)),
});

/** A link request: a username and password, or an API key (the password is never trimmed). */
export const musicLinkBody = z.object({
  username: z.string().trim().max(255).optional(),
  password: z.string().max(1024).optional(),
  api_key: z.string().trim().max(1024).optional(),
});

export const musicLinkAnswer = z.object({
  linked: z.boolean(),
  username: z.string().nullable(),
  server: z.object({
    name: z.string(),
    version: z.string().nullable(),
    type: z.string().nullable(),
    open_subsonic: z.boolean(),
  }),
});

export const musicNotLinked = z
  .object({ detail: z.string(), code: z.literal('not_linked') })
  .describe('No link to the music server yet (or it stopped working): connect first');

/** A Spotify-like object or page (packages/shared/src/types/catalogue.ts), as docs/providers.md lists. */
export const musicAnswer = z.unknown().describe('The Spotify Web API’s shape of the same call');

export const streamQuery = z.object({
  user: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const coverQuery = z.object({
  size: z.coerce.number().int().min(16).max(1280).optional(),
});
