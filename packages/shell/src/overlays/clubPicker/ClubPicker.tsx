import { useRef, useState, type JSX } from 'react';
import { emitPostCreated, getCurrentUser, noticeSuccess, type ClubPickerPost } from '@upclub/shared/bus';
import { EMPTY_TEXT, MODAL_WIDTH_POST_SONG, SEARCH_DEBOUNCE_MS, SUCCESS_TEXT } from '@upclub/shared/constants';
import { POST_TYPE_USER, type Club } from '@upclub/shared/types';
import { Button, TextField, useDebouncedValue } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { reportError } from '@upclub/shared/api';
import { usePostSongMutation } from '../trackDetail/queries/posts';
import { ClubRow } from './components/ClubRow';
import { CreateClubForm } from './components/CreateClubForm';
import { useOwnedAndCuratedClubsQuery } from './queries/clubs';
import * as S from './ClubPicker.styles';

export interface ClubPickerProps {
  /** The song and the caption typed in the track detail. */
  post: ClubPickerPost;
  onClose: () => void;
}

export const CLUB_PICKER_TITLE = 'Share to Club';

const keyOf = (club: Club) => club.club;

/**
 * The club picker (spec part 1 §2, part 2 §2): the clubs the user owns or curates, newest first,
 * a 'Find Club' search and 'Create a Club'. Choosing a club (or creating one) posts the song there.
 */
export function ClubPicker({ post, onClose }: ClubPickerProps): JSX.Element {
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const searchstring = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const clubs = useOwnedAndCuratedClubsQuery(searchstring);
  const postSong = usePostSongMutation();
  const me = getCurrentUser()?.upclubuser;

  const choose = (club: Club) => {
    if (postSong.isPending) return;
    setChosen(club.club);
    const { track, comment, mentions } = post;
    postSong.mutate(
      { song: track.id, title: track.name, comment, mentions, club: club.club, post_type: POST_TYPE_USER },
      {
        onSuccess: (created) => {
          noticeSuccess(SUCCESS_TEXT.trackPosted);
          emitPostCreated(created);
          onClose();
        },
        // A refusal (403 for a club the user no longer curates) says the server's detail; the
        // picker stays as it was for another choice.
        onError: reportError,
      },
    );
  };

  const closeForm = () => {
    setCreating(false);
    createButton.current?.focus();
  };

  return (
    <Modal title={CLUB_PICKER_TITLE} onClose={onClose} width={MODAL_WIDTH_POST_SONG}>
      <S.Toolbar>
        <TextField
          type="search"
          label="Find Club"
          placeholder="Find Club"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-autofocus
        />
        <Button
          ref={createButton}
          type="button"
          $variant="secondary"
          onClick={() => setCreating(true)}
          aria-expanded={creating}
        >
          Create a Club
        </Button>
      </S.Toolbar>
      {creating ? (
        <CreateClubForm
          onCancel={closeForm}
          onCreated={(club) => {
            setCreating(false);
            choose(club);
          }}
        />
      ) : null}
      <PagedList
        list={clubs}
        label="Your clubs"
        emptyText={EMPTY_TEXT.clubs}
        keyOf={keyOf}
        renderItem={(club) => (
          <ClubRow
            club={club}
            me={me}
            posting={postSong.isPending && chosen === club.club}
            disabled={postSong.isPending}
            onChoose={choose}
          />
        )}
      />
    </Modal>
  );
}
