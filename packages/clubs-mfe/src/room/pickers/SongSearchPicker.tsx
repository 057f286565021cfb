import { useState } from 'react';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { MODAL_WIDTH_POST_SONG, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import { useCatalogueSearchQuery } from '@upclub/shared/queries/catalogue';
import type { RoomQueueBody } from '@upclub/shared/types';
import { SearchPill, color, displayTrackName, fontSize, space, useDebouncedValue } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { TrackRow } from '@upclub/shared/ui/TrackRow';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';
import { AddButton } from './AddButton';

export interface SongSearchPickerProps {
  onAdd: (body: RoomQueueBody) => Promise<boolean>;
  /** Why the last song was not added (null: nothing to say). */
  note: string | null;
  onClose: () => void;
}

/**
 * Adds any song to the room's queue: a search of the deployment's catalogue (what the song search
 * overlay searches; that overlay posts or sends the song it finds, so the room has its own box).
 */
export default function SongSearchPicker({ onAdd, note, onClose }: SongSearchPickerProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useCatalogueSearchQuery('track', query);
  return (
    <Modal title={ROOM_TEXT.searchPicker} onClose={onClose} width={MODAL_WIDTH_POST_SONG} tall>
      <Box>
        <Search size={18} aria-hidden />
        <input
          type="search"
          aria-label={ROOM_TEXT.searchLabel}
          placeholder={ROOM_TEXT.searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-autofocus
        />
      </Box>
      <S.StatusLine role="status">{note}</S.StatusLine>
      {query ? (
        <PagedList
          list={results}
          label={ROOM_TEXT.searchLabel}
          emptyText={ROOM_TEXT.noSongs}
          keyOf={(track) => track.id}
          renderItem={(track) => (
            <TrackRow
              track={track}
              trailing={<AddButton title={displayTrackName(track.name)} onAdd={() => onAdd({ song: track.id })} />}
            />
          )}
        />
      ) : (
        <Hint>{ROOM_TEXT.searchHint}</Hint>
      )}
    </Modal>
  );
}

const Box = styled(SearchPill)`
  margin-bottom: ${space(4)};
`;

const Hint = styled.p`
  margin: ${space(6)} 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-align: center;
`;
