import { useState, type JSX } from 'react';
import type { SongSearchMode } from '@upclub/shared/bus';
import { MODAL_WIDTH_POST_SONG, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { Track } from '@upclub/shared/types';
import { useDebouncedValue } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { TrackDetailModal } from '../trackDetail';
import { SearchView } from './components/SearchView';
import { SourceTracks } from './components/SourceTracks';
import type { Source } from './components/source';
import { SONG_SEARCH_TITLE, type SearchFilter } from './titles';

export interface SongSearchProps {
  mode: SongSearchMode;
  club?: { id: number; name: string } | null;
  /** Closes the whole flow (search and track detail). */
  onClose: () => void;
}

/**
 * The song search flow: search (or saved tracks), drill-down into an artist, album or playlist,
 * then the chosen track's detail. One dialog shows at a time; the search keeps its text, filter
 * and drill-down while the track detail is open, so going back lands where the user was.
 */
export function SongSearch({ mode, club = null, onClose }: SongSearchProps): JSX.Element {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [filter, setFilter] = useState<SearchFilter>('all');
  const [source, setSource] = useState<Source | null>(null);
  const [track, setTrack] = useState<Track | null>(null);

  if (track) {
    return <TrackDetailModal track={track} mode={mode} club={club} onBack={() => setTrack(null)} onClose={onClose} />;
  }

  return (
    <Modal title={SONG_SEARCH_TITLE[mode]} onClose={onClose} width={MODAL_WIDTH_POST_SONG} tall>
      {source ? (
        <SourceTracks source={source} onBack={() => setSource(null)} onTrack={setTrack} />
      ) : (
        <SearchView
          text={text}
          onTextChange={setText}
          query={query}
          filter={filter}
          onFilterChange={setFilter}
          onTrack={setTrack}
          onSource={setSource}
        />
      )}
    </Modal>
  );
}
