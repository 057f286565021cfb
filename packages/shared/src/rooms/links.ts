/**
 * The address of the post a room's song came from (`song_post`: the song's post and comments):
 * the post's share link within this site, as a post card shares it (spec §2).
 */
export const roomSongPostPath = (songPost: number): string => `/discover/?share_post=${songPost}`;
