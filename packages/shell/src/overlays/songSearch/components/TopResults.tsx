import type { JSX } from 'react';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import { useTopResultsQuery } from '@upclub/shared/queries/catalogue';
import type { CatalogueType, Track } from '@upclub/shared/types';
import { CatalogueCard } from '@upclub/shared/ui/CatalogueCard';
import { ListStatus, endRowsOf } from '@upclub/shared/ui/PagedList';
import { TrackRow } from '@upclub/shared/ui/TrackRow';
import { SECTION_HEADING } from '../titles';
import { subtitleOf, type Source } from './source';
import * as S from './SongSearch.styles';

interface Props {
  query: string;
  onTrack: (track: Track) => void;
  onSource: (source: Source) => void;
  /** 'See all' of a section: switch to that type's filter. */
  onSeeAll: (type: CatalogueType) => void;
}

/** The 'all' filter: the top few of each type under its heading. */
export function TopResults({ query, onTrack, onSource, onSeeAll }: Props): JSX.Element {
  const { data, isPending, isError, refetch } = useTopResultsQuery(query);
  const count = data ? data.track.length + data.artist.length + data.album.length + data.playlist.length : 0;
  const status = endRowsOf({ count, loading: isPending, failed: isError });
  if (!data || status.length > 0) {
    return <ListStatus rows={status} emptyText={EMPTY_TEXT.results} onRetry={() => void refetch()} alone />;
  }

  const section = (type: CatalogueType, items: JSX.Element[]) =>
    items.length ? (
      <S.Section aria-labelledby={`top-${type}`}>
        <S.SectionHeader>
          <S.SectionHeading id={`top-${type}`}>{SECTION_HEADING[type]}</S.SectionHeading>
          <S.LinkButton
            type="button"
            onClick={() => onSeeAll(type)}
            aria-label={`See all ${SECTION_HEADING[type].toLowerCase()}`}
          >
            See all
          </S.LinkButton>
        </S.SectionHeader>
        <S.List>{items}</S.List>
      </S.Section>
    ) : null;

  return (
    <>
      {section(
        'track',
        data.track.map((track) => (
          <li key={track.id}>
            <TrackRow track={track} onSelect={() => onTrack(track)} showAlbum />
          </li>
        )),
      )}
      {section(
        'artist',
        data.artist.map((artist) => (
          <li key={artist.id}>
            <CatalogueCard
              kind="artist"
              name={artist.name}
              subtitle={subtitleOf('artist', artist)}
              images={artist.images}
              onSelect={() => onSource({ type: 'artist', artist })}
            />
          </li>
        )),
      )}
      {section(
        'album',
        data.album.map((album) => (
          <li key={album.id}>
            <CatalogueCard
              kind="album"
              name={album.name}
              subtitle={subtitleOf('album', album)}
              images={album.images}
              onSelect={() => onSource({ type: 'album', album })}
            />
          </li>
        )),
      )}
      {section(
        'playlist',
        data.playlist.map((playlist) => (
          <li key={playlist.id}>
            <CatalogueCard
              kind="playlist"
              name={playlist.name}
              subtitle={subtitleOf('playlist', playlist)}
              images={playlist.images}
              onSelect={() => onSource({ type: 'playlist', playlist })}
            />
          </li>
        )),
      )}
    </>
  );
}
