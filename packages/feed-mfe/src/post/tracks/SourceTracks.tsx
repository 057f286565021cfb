import { ArrowLeft } from 'lucide-react';
import { useAlbumTracksQuery, useArtistTopTracksQuery } from '@upclub/shared/queries/catalogue';
import type { Album, Artist } from '@upclub/shared/types';
import { Button } from '@upclub/shared/ui';
import { SectionTitle } from '../components/PostPageFrame';
import { TrackList } from '../components/TrackList';

export type Source = { type: 'artist'; artist: Artist } | { type: 'album'; album: Album };

/** The tracks of an artist (top tracks) or an album, opened from the search results. */
export function SourceTracks({ source, onBack }: { source: Source; onBack: () => void }) {
  const name = source.type === 'artist' ? source.artist.name : source.album.name;
  return (
    <>
      <Button type="button" $variant="ghost" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden />
        Back to search
      </Button>
      <SectionTitle>{name}</SectionTitle>
      {source.type === 'artist' ? <ArtistTracks artist={source.artist} /> : <AlbumTracks album={source.album} />}
    </>
  );
}

function ArtistTracks({ artist }: { artist: Artist }) {
  return <TrackList label={`Top tracks of ${artist.name}`} tracks={useArtistTopTracksQuery(artist.id)} />;
}

function AlbumTracks({ album }: { album: Album }) {
  return <TrackList label={`Tracks of ${album.name}`} tracks={useAlbumTracksQuery(album)} />;
}
