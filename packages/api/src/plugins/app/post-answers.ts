import { eq, sql } from 'drizzle-orm';
import type { SongPost } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubs, profiles, songPosts, tracks, users } from '../../db/schema';
import { formatCount } from '../../lib/format';
import { mentionsOf } from '../../lib/mentions';
import type { TracksRepository } from './tracks';
import type { UsersRepository } from './users';

// Posts as every answer gives them (spec's SongPost): one five-table select, and the public part
// of the answer built from its rows (the same for every viewer: ./post-cache keeps it). The
// viewer's `liked` and the age at the time of the answer are added by ./post-cache.

/** A track's columns as TracksRepository's `detailsOf` reads them (a post's and a message's song). */
export const trackColumns = {
  id: tracks.id,
  name: tracks.name,
  uri: tracks.uri,
  artists: tracks.artists,
  albumImages: tracks.albumImages,
  durationMs: tracks.durationMs,
};

const publicColumns = {
  id: songPosts.id,
  song: songPosts.song,
  title: songPosts.title,
  userId: songPosts.userId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  thumbnail: profiles.thumbnailPicture,
  postType: songPosts.postType,
  caption: songPosts.caption,
  mentionIds: songPosts.mentionIds,
  likesCount: songPosts.likesCount,
  commentsCount: songPosts.commentsCount,
  createdAt: songPosts.createdAt,
  clubId: songPosts.clubId,
  clubName: clubs.name,
  track: trackColumns,
};

/** Posts with their author, club and cached track; add where/order. */
export function selectPublicPosts(db: Db) {
  return db
    .select(publicColumns)
    .from(songPosts)
    .innerJoin(users, eq(users.id, songPosts.userId))
    .leftJoin(profiles, eq(profiles.userId, songPosts.userId))
    .leftJoin(clubs, eq(clubs.id, songPosts.clubId))
    .leftJoin(tracks, eq(tracks.id, songPosts.song));
}

export type PublicPostRow = Awaited<ReturnType<typeof selectPublicPosts>>[number];

/** A post's answer as every viewer gets it, but `liked` and `post_age` (and its creation time for that age). */
export type PublicPost = Omit<SongPost, 'liked' | 'post_age'> & { createdAt: Date };

/** Builds the public part of post rows: mentions read in one query. */
export function createPublicAnswers(userRepo: UsersRepository, tracksCache: Pick<TracksRepository, 'detailsOf'>) {
  return async function toPublic(rows: PublicPostRow[]): Promise<PublicPost[]> {
    const usernames = await userRepo.usernamesById(rows.flatMap((r) => r.mentionIds));
    return rows.map((r) => ({
      song_post: r.id,
      song: r.song,
      title: r.title,
      upclubuser: r.userId,
      username: r.username,
      first_name: r.firstName,
      last_name: r.lastName,
      thumbnail_picture: r.thumbnail,
      post_type: r.postType,
      track_details: r.track ? tracksCache.detailsOf(r.track) : null,
      comment: r.caption,
      mentions: mentionsOf(r.mentionIds, usernames),
      formatted_likes: formatCount(r.likesCount),
      formatted_comments_count: formatCount(r.commentsCount),
      club: r.clubId,
      club_name: r.clubName,
      created_at: r.createdAt.toISOString(),
      createdAt: r.createdAt,
    }));
  };
}

/** `sql` with a literal: a statement whose LIMIT is a parameter is planned again on every run. */
export const literal = (n: number) => sql.raw(String(Math.trunc(n)));
