import { POST_TYPE_PLAIN, type RoomItem, type RoomState, type SongPost } from '@upclub/shared/types';
import type { RoomView } from './types';

/** The id the player holds a room's item under: below zero, never a post's. */
export const roomPostId = (item: number): number => -item;

/**
 * A room's song as the player holds it: a plain track (no likes or comments of its own here: its
 * title links to the post it came from, `roomSongPostOf`), numbered by its room item below zero,
 * so each song of the room is another current post, even the same post queued twice, and never a
 * post's id.
 */
export function roomPost(item: RoomItem, state: Pick<RoomState, 'club' | 'club_name'>): SongPost {
  return {
    song_post: roomPostId(item.item),
    song: item.song,
    title: item.track_details.name,
    upclubuser: item.added_by.upclubuser,
    username: item.added_by.username,
    first_name: '',
    last_name: '',
    thumbnail_picture: null,
    post_type: POST_TYPE_PLAIN,
    track_details: item.track_details,
    comment: '',
    mentions: [],
    formatted_likes: '0',
    formatted_comments_count: '0',
    liked: false,
    post_age: '',
    club: state.club,
    club_name: state.club_name,
  };
}

/**
 * The post (with its comments) the shown `post` came from when it is the song the room plays, and
 * its address; null: not the room's song, or a song from song search.
 */
export function roomSongPostOf(
  post: SongPost | null,
  room: RoomView | null,
): { songPost: number; path: string } | null {
  if (!post || !room || room.songItem === null || post.song_post !== roomPostId(room.songItem)) return null;
  return room.songPost === null || room.songPostPath === null
    ? null
    : { songPost: room.songPost, path: room.songPostPath };
}
