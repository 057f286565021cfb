import { ArrowLeft } from 'lucide-react';
import type { Album, Artist } from '@upclub/shared/types';
import { Button } from '@upclub/shared/ui';
import { useAlbumTracksQuery, useArtistTopTracksQuery } from '../../queries/catalogue';
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
  const top = useArtistTopTracksQuery(artist.id);
  return (
    <TrackList
      label={`Top tracks of ${artist.name}`}
      tracks={top.data ?? []}
      loading={top.isPending}
      failed={top.isError}
      hasMore={false}
      onLoadMore={() => undefined}
      onRetry={() => void top.refetch()}
    />
  );
}

function AlbumTracks({ album }: { album: Album }) {
  const tracks = useAlbumTracksQuery(album);
  return (
    <TrackList
      label={`Tracks of ${album.name}`}
      tracks={tracks.items}
      loading={tracks.isPending || tracks.isFetchingNextPage}
      failed={tracks.isError}
      hasMore={tracks.hasNextPage}
      onLoadMore={() => void tracks.fetchNextPage({ cancelRefetch: false })}
      onRetry={() => void (tracks.isFetchNextPageError ? tracks.fetchNextPage({ cancelRefetch: false }) : tracks.refetch())}
    />
  );
}
