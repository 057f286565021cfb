import type { JSX } from 'react';
import { ArrowLeft } from 'lucide-react';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import type { PagedItems } from '@upclub/shared/queries';
import { useAlbumTracksQuery, useArtistTopTracksQuery, usePlaylistTracksQuery } from '@upclub/shared/queries/catalogue';
import type { Album, Track } from '@upclub/shared/types';
import { imageUrlOf } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { TrackRow } from '@upclub/shared/ui/TrackRow';
import { sourceName, type Source } from './source';
import * as S from './SongSearch.styles';

interface Props {
  source: Source;
  onBack: () => void;
  onTrack: (track: Track) => void;
}

/** The drill-down: an artist's top tracks, an album's or a playlist's tracks. */
export function SourceTracks({ source, onBack, onTrack }: Props): JSX.Element {
  return (
    <>
      <S.BackBar>
        <S.BackButton type="button" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          Back to search
        </S.BackButton>
        <S.SourceName>{sourceName(source)}</S.SourceName>
      </S.BackBar>
      {source.type === 'artist' ? (
        <ArtistTracks id={source.artist.id} name={source.artist.name} onTrack={onTrack} />
      ) : source.type === 'album' ? (
        <AlbumTracks album={source.album} onTrack={onTrack} />
      ) : (
        <PlaylistTracks id={source.playlist.id} name={source.playlist.name} onTrack={onTrack} />
      )}
    </>
  );
}

interface TracksProps {
  list: PagedItems<Track>;
  label: string;
  onTrack: (t: Track) => void;
  fallbackImageUrl?: string | null;
}

function Tracks({ list, label, onTrack, fallbackImageUrl }: TracksProps) {
  return (
    <PagedList
      list={list}
      label={label}
      emptyText={EMPTY_TEXT.tracks}
      keyOf={(track, index) => `${track.id}-${index}`}
      renderItem={(track) => (
        <TrackRow track={track} onSelect={() => onTrack(track)} fallbackImageUrl={fallbackImageUrl} />
      )}
    />
  );
}

function ArtistTracks({ id, name, onTrack }: { id: string; name: string; onTrack: (t: Track) => void }) {
  return <Tracks list={useArtistTopTracksQuery(id)} label={`Top tracks of ${name}`} onTrack={onTrack} />;
}

function AlbumTracks({ album, onTrack }: { album: Album; onTrack: (t: Track) => void }) {
  return (
    <Tracks
      list={useAlbumTracksQuery(album)}
      label={`Tracks of ${album.name}`}
      onTrack={onTrack}
      fallbackImageUrl={imageUrlOf(album.images, 48)}
    />
  );
}

function PlaylistTracks({ id, name, onTrack }: { id: string; name: string; onTrack: (t: Track) => void }) {
  return <Tracks list={usePlaylistTracksQuery(id)} label={`Tracks of ${name}`} onTrack={onTrack} />;
}
