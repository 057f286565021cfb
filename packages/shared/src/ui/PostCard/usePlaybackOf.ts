import { useSyncExternalStore } from 'react';
import { getPlaybackStatus, onPlaybackStatus } from '@upclub/shared/bus';

export type PostPlayback = 'playing' | 'paused' | 'idle';

const playbackOf = (songPost: number): PostPlayback => {
  const status = getPlaybackStatus();
  if (status.post?.song_post !== songPost) return 'idle';
  return status.playing ? 'playing' : 'paused';
};

/**
 * Whether this post is the player's current one and plays. The status changes every second
 * (progress); the snapshot is a string, so a card re-renders only when its own answer changes.
 */
export function usePlaybackOf(songPost: number): PostPlayback {
  return useSyncExternalStore(onPlaybackStatus, () => playbackOf(songPost));
}
