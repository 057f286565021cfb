// The streaming provider's catalogue objects as the client reads them (a subset of the
// provider's published shapes; the emulator answers with the full ones).

export interface ProviderImage {
  url: string;
  height: number | null;
  width: number | null;
}

export interface SimpleArtist {
  id: string;
  name: string;
  uri: string;
}

export interface Artist extends SimpleArtist {
  images: ProviderImage[];
  followers: { total: number };
}

export interface Album {
  id: string;
  name: string;
  uri: string;
  total_tracks: number;
  images: ProviderImage[];
  artists: SimpleArtist[];
}

export interface Track {
  id: string;
  name: string;
  uri: string;
  duration_ms: number;
  artists: SimpleArtist[];
  album: Album;
  is_playable?: boolean;
}

export interface Playlist {
  id: string;
  name: string;
  uri: string;
  images: ProviderImage[];
  /** The 2026 description names it `items`; older answers `tracks`. */
  tracks?: { total: number; href?: string };
  items?: { total: number; href?: string };
  owner?: { id: string; display_name?: string | null };
}

/** The provider's offset paging. */
export interface OffsetPage<T> {
  href: string;
  items: T[];
  limit: number;
  next: string | null;
  offset: number;
  previous: string | null;
  total: number;
}

export type CatalogueType = 'track' | 'artist' | 'album' | 'playlist';

export interface SearchResults {
  tracks?: OffsetPage<Track>;
  artists?: OffsetPage<Artist>;
  albums?: OffsetPage<Album>;
  playlists?: OffsetPage<Playlist | null>;
}

export interface SavedTrack {
  added_at: string;
  track: Track;
}

export interface PlaylistTrack {
  added_at: string | null;
  track: Track | null;
  /** 2026 name of `track` in playlist items. */
  item?: Track | null;
}

export interface PlaybackDevice {
  id: string | null;
  is_active: boolean;
  name: string;
  type: string;
  volume_percent: number | null;
}

/** GET me/player (204 -> null). */
export interface PlaybackState {
  device: PlaybackDevice;
  is_playing: boolean;
  progress_ms: number | null;
  item: Track | null;
  repeat_state: 'off' | 'track' | 'context';
  shuffle_state: boolean;
}
