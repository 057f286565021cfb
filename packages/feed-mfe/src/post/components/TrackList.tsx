import { openOverlay } from '@upclub/shared/bus';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import type { PagedItems } from '@upclub/shared/queries';
import type { Track } from '@upclub/shared/types';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { TrackRow } from '@upclub/shared/ui/TrackRow';

export interface TrackListProps {
  label: string;
  tracks: PagedItems<Track>;
  emptyText?: string;
}

/** Tracks to post: choosing one opens the track detail (caption, 'Post this song'). */
export function TrackList({ label, tracks, emptyText = EMPTY_TEXT.tracks }: TrackListProps) {
  return (
    <PagedList
      list={tracks}
      label={label}
      emptyText={emptyText}
      // The same track can stand twice in a playlist.
      keyOf={(track, index) => `${track.id}-${index}`}
      renderItem={(track) => (
        <TrackRow track={track} showAlbum onSelect={() => openOverlay({ type: 'trackDetail', track, mode: 'post' })} />
      )}
    />
  );
}
