import type { Message, SongPost } from '@upclub/shared/types';

/**
 * A message's song as the shell's player takes it (a SongPost): the sender, the track; a message
 * song has no caption, likes or comments (post_type 1, spec part 1 §3).
 */
export function songPostOf(message: Message): SongPost | null {
  const song = message.thesongpost;
  if (!song) return null;
  return {
    song_post: song.song_post,
    song: song.song,
    title: song.track_details?.name ?? song.title,
    upclubuser: message.upclubuser ?? 0,
    username: message.username ?? '',
    first_name: '',
    last_name: '',
    thumbnail_picture: message.thumbnail_picture,
    post_type: song.post_type,
    track_details: song.track_details,
    comment: '',
    mentions: [],
    formatted_likes: '0',
    formatted_comments_count: '0',
    liked: false,
    post_age: '',
    club: null,
    club_name: null,
    created_at: message.created_at,
  };
}
