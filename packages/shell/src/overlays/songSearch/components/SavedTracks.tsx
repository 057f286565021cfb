import type { JSX } from 'react';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import { useSavedTracksQuery } from '@upclub/shared/queries/catalogue';
import type { Track } from '@upclub/shared/types';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { TrackRow } from '@upclub/shared/ui/TrackRow';

/** The user's saved tracks: what the modal shows before anything is typed. */
export function SavedTracks({ onTrack }: { onTrack: (track: Track) => void }): JSX.Element {
  const list = useSavedTracksQuery();
  return (
    <PagedList
      list={list}
      label="Your saved tracks"
      emptyText={EMPTY_TEXT.tracks}
      keyOf={(track, index) => `${track.id}-${index}`}
      renderItem={(track) => <TrackRow track={track} onSelect={() => onTrack(track)} showAlbum />}
    />
  );
}
