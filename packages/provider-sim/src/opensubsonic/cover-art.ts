import { getCatalogue, type ImageKind } from '../catalogue';

// Cover art ids name the kind and the item (`al-`, `ar-`, `pl-` as Navidrome's do), so one
// getCoverArt serves the catalogue's generated album, artist and playlist art.

const PREFIXES: Record<ImageKind, string> = { album: 'al-', artist: 'ar-', playlist: 'pl-' };

export const coverArtId = (kind: ImageKind, id: string): string => `${PREFIXES[kind]}${id}`;

/** The art a cover art id names, when it exists (any well-formed playlist id has art). */
export function parseCoverArtId(coverArt: string): { kind: ImageKind; id: string } | undefined {
  for (const kind of Object.keys(PREFIXES) as ImageKind[]) {
    if (!coverArt.startsWith(PREFIXES[kind])) continue;
    const id = coverArt.slice(PREFIXES[kind].length);
    const catalogue = getCatalogue();
    const exists =
      kind === 'album' ? catalogue.album(id) : kind === 'artist' ? catalogue.artist(id) : /^[0-9A-Za-z]{22}$/.test(id);
    return exists ? { kind, id } : undefined;
  }
  return undefined;
}
