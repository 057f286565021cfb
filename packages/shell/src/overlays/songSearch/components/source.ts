import type { Album, Artist, Playlist } from '@upclub/shared/types';
import type { CatalogueKind } from '@upclub/shared/ui/CatalogueCard';

/** What a drill-down lists the tracks of. */
export type Source =
  { type: 'artist'; artist: Artist } | { type: 'album'; album: Album } | { type: 'playlist'; playlist: Playlist };

export function sourceName(source: Source): string {
  switch (source.type) {
    case 'artist':
      return source.artist.name;
    case 'album':
      return source.album.name;
    case 'playlist':
      return source.playlist.name;
  }
}

/** The card's second line: what the item is, and by whom. */
export function subtitleOf(kind: CatalogueKind, item: Artist | Album | Playlist): string {
  if (kind === 'album' && 'artists' in item) return `Album · ${item.artists.map((a) => a.name).join(', ')}`;
  if (kind === 'playlist' && 'owner' in item && item.owner?.display_name)
    return `Playlist · ${item.owner.display_name}`;
  return kind === 'artist' ? 'Artist' : kind === 'album' ? 'Album' : 'Playlist';
}
