import type { SongSearchMode } from '@upclub/shared/bus';
import type { POST_FILTERS } from '@upclub/shared/constants';

/** The modal's title per mode (spec §2 "Song search modal"). */
export const SONG_SEARCH_TITLE: Record<SongSearchMode, string> = {
  post: 'Post a song',
  message: 'Send a song',
  message_to_all: 'Send a song to all',
};

export type SearchFilter = (typeof POST_FILTERS)[number];
export type SourceType = Exclude<SearchFilter, 'all' | 'track'>;

/** The filter tabs' names (the spec's options all, track, artist, album, playlist). */
export const FILTER_LABEL: Record<SearchFilter, string> = {
  all: 'All',
  track: 'Track',
  artist: 'Artist',
  album: 'Album',
  playlist: 'Playlist',
};

/** Headings of the 'all' view's sections. */
export const SECTION_HEADING: Record<Exclude<SearchFilter, 'all'>, string> = {
  track: 'Tracks',
  artist: 'Artists',
  album: 'Albums',
  playlist: 'Playlists',
};
