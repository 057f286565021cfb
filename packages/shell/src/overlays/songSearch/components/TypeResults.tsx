import type { JSX } from 'react';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import { useCatalogueSearchQuery } from '@upclub/shared/queries/catalogue';
import type { Album, Artist, Playlist, Track } from '@upclub/shared/types';
import { CatalogueCard } from '@upclub/shared/ui/CatalogueCard';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { TrackRow } from '@upclub/shared/ui/TrackRow';
import { SECTION_HEADING, type SourceType } from '../titles';
import { subtitleOf, type Source } from './source';

const keyOf = (item: { id: string }, index: number) => `${item.id}-${index}`;

/** One type's results (track filter), paged. */
export function TrackResults({ query, onTrack }: { query: string; onTrack: (track: Track) => void }): JSX.Element {
  const list = useCatalogueSearchQuery('track', query);
  return (
    <PagedList
      list={list}
      label={SECTION_HEADING.track}
      emptyText={EMPTY_TEXT.result}
      keyOf={keyOf}
      renderItem={(track) => <TrackRow track={track} onSelect={() => onTrack(track)} showAlbum />}
    />
  );
}

const toSource = (type: SourceType, item: Artist | Album | Playlist): Source =>
  type === 'artist'
    ? { type, artist: item as Artist }
    : type === 'album'
      ? { type, album: item as Album }
      : { type, playlist: item as Playlist };

/** Artists, albums or playlists matching the query, paged; choosing one drills down. */
export function SourceResults({
  query,
  type,
  onSource,
}: {
  query: string;
  type: SourceType;
  onSource: (source: Source) => void;
}): JSX.Element {
  const list = useCatalogueSearchQuery<SourceType>(type, query);
  return (
    <PagedList<Artist | Album | Playlist>
      list={list}
      label={SECTION_HEADING[type]}
      emptyText={EMPTY_TEXT.result}
      keyOf={keyOf}
      renderItem={(item) => (
        <CatalogueCard
          kind={type}
          name={item.name}
          subtitle={subtitleOf(type, item)}
          images={item.images}
          onSelect={() => onSource(toSource(type, item))}
        />
      )}
    />
  );
}
