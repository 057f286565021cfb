// Song posts, comments and sharing (spec part 1 §3). Field names are the API's.

/** What a feed answer embeds about a post's track (DESIGN §2 track cache). */
export interface TrackDetails {
  id: string;
  name: string;
  uri: string;
  artists: Array<{ name: string }>;
  album: { images: Array<{ url: string; height?: number | null; width?: number | null }> };
  duration_ms?: number;
}

export interface Mention {
  upclubuser: number;
  username: string;
}

/** post_type 1: a plain provider track or message song (no likes, comments or lookup). */
export const POST_TYPE_PLAIN = 1;
/** Every other post_type is a user post; the client posts with this one. */
export const POST_TYPE_USER = 2;

export interface SongPost {
  song_post: number;
  /** The provider's track id. */
  song: string;
  title: string;
  upclubuser: number;
  username: string;
  first_name: string;
  last_name: string;
  thumbnail_picture: string | null;
  post_type: number;
  track_details: TrackDetails | null;
  /** Caption with mention markup `<@{userid}>`. */
  comment: string;
  mentions: Mention[];
  formatted_likes: string;
  formatted_comments_count: string;
  liked: boolean;
  post_age: string;
  club: number | null;
  club_name: string | null;
  /** ISO time the post was made. */
  created_at?: string;
  /** Assigned by the client for ordering (shuffle restores by it). */
  order?: number;
}

export interface PostSongBody {
  song: string;
  title: string;
  comment: string;
  mentions: number[];
  club?: number | null;
  post_type: number;
}

export interface LikeResponse {
  song_post: number;
  liked: boolean;
  song_post_formatted_likes: string;
}

export interface Comment {
  comment: number;
  /** With mention markup `<@{userid}>`. */
  text: string;
  mentions: Mention[];
  comment_parent: number | null;
  comment_age: string;
  upclubuser: number;
  username: string;
  thumbnail_picture: string | null;
  formatted_replies: string;
  /** Replies count as a number (formatted_replies is for display). */
  replies_count: number;
  /** The first reply(ies) of a first-level comment (the list shows one). */
  second_level_comments: Comment[];
}

export interface PostCommentBody {
  text: string;
  mentions: number[];
  song_post: number;
}

export interface PostReplyBody {
  text: string;
  mentions: number[];
  comment_parent: number;
}

export interface SharePostBody {
  upclubusers: number[];
  messagethreads: number[];
  song_post: number;
}

/** A row of the user searches (mentions, share modal, search page). */
export interface UserSearchResult {
  upclubuser: number;
  username: string;
  first_name: string;
  last_name: string;
  thumbnail_picture: string | null;
}

/** A message thread as the share modal lists it (the messages pages use more of it). */
export interface MessageThreadSummary {
  messagethread: number;
  messagethreadname: string | null;
  members: { upclubusers_count: number; upclubusers: UserSearchResult[] };
}
