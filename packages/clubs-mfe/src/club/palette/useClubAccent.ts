import { useQuery } from '@tanstack/react-query';
import type { Club } from '@upclub/shared/types';
import { clubKeys } from '../../queries/keys';
import { FALLBACK_ACCENT, accentOf, type ClubAccent, type PaletteHexes, type PaletteSwatchName } from './accent';

const SWATCHES: PaletteSwatchName[] = ['Vibrant', 'DarkVibrant', 'LightVibrant', 'Muted', 'DarkMuted', 'LightMuted'];

/** The palette of a picture; the colour library is its own chunk, fetched the first time a club has one. */
async function readPalette(picture: string): Promise<PaletteHexes> {
  const { Vibrant } = await import(/* webpackChunkName: "club-palette" */ 'node-vibrant/browser');
  const palette = await Vibrant.from(picture).getPalette();
  return Object.fromEntries(SWATCHES.map((name) => [name, palette[name]?.hex ?? null]));
}

/** A short stand-in for a picture in a query key (a picture is up to 1,000,000 characters). */
const fingerprintOf = (picture: string) => `${picture.length}:${picture.slice(-32)}`;

/**
 * The club's accent colours from its picture (the thumbnail: the same colours, read faster), the
 * fallback until they are known and when the picture has none or cannot be read.
 */
export function useClubAccent(club: Pick<Club, 'club' | 'thumbnail_picture' | 'club_picture'> | undefined): ClubAccent {
  const picture = club?.thumbnail_picture ?? club?.club_picture ?? null;
  const query = useQuery({
    queryKey: clubKeys.palette(club?.club ?? 0, picture ? fingerprintOf(picture) : 'none'),
    queryFn: async () => accentOf(await readPalette(picture!)),
    enabled: picture !== null,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? FALLBACK_ACCENT;
}
