import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emitPlayerCommand, getPlaybackStatus, onPlaybackStatus } from '@upclub/shared/bus';
import type { FeedCategory } from '@upclub/shared/constants';
import { postsOfPages } from '@upclub/shared/queries';
import type { TrackPage } from '@upclub/shared/types';
import { clubPostsQuery } from '../queries/clubPosts';

/** The player's page for a club's posts: its list can be told and reloaded. */
export const clubTrackPage = (club: number, category: FeedCategory): TrackPage => ({
  name: 'club_posts',
  params: { id: club, category },
});

export type ClubPlayback = 'playing' | 'paused' | 'idle';

const playbackOf = (club: number): ClubPlayback => {
  const status = getPlaybackStatus();
  if (status.post?.club !== club) return 'idle';
  return status.playing ? 'playing' : 'paused';
};

/**
 * The banner's play/pause (spec part 2 §2): pauses or resumes while one of the club's posts is
 * the player's, else plays the club's posts of the shown category from the first.
 */
export function useClubPlayback(club: number, category: FeedCategory) {
  const client = useQueryClient();
  const playback = useSyncExternalStore(onPlaybackStatus, () => playbackOf(club));
  const toggle = async () => {
    if (playback !== 'idle') {
      emitPlayerCommand({ type: 'toggle' });
      return;
    }
    let list;
    try {
      list = postsOfPages(await client.fetchInfiniteQuery(clubPostsQuery(club, category)));
    } catch {
      // The posts could not be loaded: the API client has said why; the button stays as it was.
      return;
    }
    if (list.length > 0) emitPlayerCommand({ type: 'playList', list, index: 0, page: clubTrackPage(club, category) });
  };
  return { playback, toggle };
}
