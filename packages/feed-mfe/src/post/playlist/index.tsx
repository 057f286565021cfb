import { useLocation, useParams } from 'react-router-dom';
import { usePlaylistTracksQuery } from '@upclub/shared/queries/catalogue';
import { PostPageFrame } from '../components/PostPageFrame';
import { TrackList } from '../components/TrackList';
import { POST_FROM_PLAYLIST } from '../texts';

/** /post/playlist/{id}: the playlist's tracks to post from ('No tracks found' when empty). */
export function PostPlaylistPage() {
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { name?: string } | null };
  const tracks = usePlaylistTracksQuery(id);
  return (
    <PostPageFrame
      title={POST_FROM_PLAYLIST}
      subtitle={state?.name}
      back={{ to: '/post', label: 'Back to Post a song' }}
    >
      <TrackList label={state?.name ? `Tracks of ${state.name}` : 'Playlist tracks'} tracks={tracks} />
    </PostPageFrame>
  );
}
