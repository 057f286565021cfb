import { useInfiniteQuery } from '@tanstack/react-query';
import { MODAL_WIDTH_POST_SONG } from '@upclub/shared/constants';
import type { Paged, RoomQueueBody, SongPost } from '@upclub/shared/types';
import { displayTrackName } from '@upclub/shared/ui';
import { usePagedItems } from '@upclub/shared/queries';
import { Modal } from '@upclub/shared/ui/Modal';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { TrackRow, type TrackRowTrack } from '@upclub/shared/ui/TrackRow';
import { NEWEST, clubPostsQuery } from '../../queries/clubPosts';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';
import { AddButton } from './AddButton';

export interface PostPickerProps {
  club: number;
  clubName: string;
  onAdd: (body: RoomQueueBody) => Promise<boolean>;
  /** Why the last song was not added (null: nothing to say). */
  note: string | null;
  onClose: () => void;
}

const postsOf = (page: Paged<SongPost>) => page.results;

/** What a row shows of a post: its track, or its title when it came without track details. */
const trackOf = (post: SongPost): TrackRowTrack =>
  post.track_details ?? { id: post.song, name: post.title, artists: [] };

/** Adds songs to the room's queue from the club's posts, newest first (the club page's own query). */
export default function PostPicker({ club, clubName, onAdd, note, onClose }: PostPickerProps) {
  const list = usePagedItems(useInfiniteQuery(clubPostsQuery(club, NEWEST)), postsOf);
  return (
    <Modal title={ROOM_TEXT.postsPicker(clubName)} onClose={onClose} width={MODAL_WIDTH_POST_SONG} tall>
      <S.StatusLine role="status">{note}</S.StatusLine>
      <PagedList
        list={list}
        label={ROOM_TEXT.postsPicker(clubName)}
        emptyText={ROOM_TEXT.noPosts}
        keyOf={(post) => post.song_post}
        renderItem={(post) => (
          <TrackRow
            track={trackOf(post)}
            trailing={
              <AddButton
                title={displayTrackName(trackOf(post).name)}
                onAdd={() => onAdd({ song_post: post.song_post })}
              />
            }
          />
        )}
      />
    </Modal>
  );
}
