import { POST_TYPE_PLAIN, type RoomItem, type RoomState, type SongPost } from '@upclub/shared/types';

/**
 * A room's song as the player holds it: a plain track (no likes or comments of its own here; the
 * room's view links the song to its post), numbered by its room item below zero, so each song of
 * the room is another current post, even the same post queued twice, and never a post's id.
 */
export function roomPost(item: RoomItem, state: Pick<RoomState, 'club' | 'club_name'>): SongPost {
  return {
    song_post: -item.item,
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
