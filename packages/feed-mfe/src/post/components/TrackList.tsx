import { openOverlay } from '@upclub/shared/bus';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import type { Track } from '@upclub/shared/types';
import { TrackRow } from '@upclub/shared/ui';
import { CatalogueList } from '../../components/CatalogueList';

export interface TrackListProps {
  label: string;
  tracks: Track[];
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyText?: string;
}

/** Tracks to post: choosing one opens the track detail (caption, 'Post this song'). */
export function TrackList({ tracks, emptyText = EMPTY_TEXT.tracks, ...list }: TrackListProps) {
  return (
    <CatalogueList<Track>
      {...list}
      items={tracks}
      emptyText={emptyText}
      // The same track can stand twice in a playlist.
      keyOf={(track) => `${track.id}-${tracks.indexOf(track)}`}
      renderItem={(track) => (
        <TrackRow track={track} showAlbum onSelect={() => openOverlay({ type: 'trackDetail', track, mode: 'post' })} />
      )}
    />
  );
}
