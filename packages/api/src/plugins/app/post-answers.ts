import { eq, sql } from 'drizzle-orm';
import type { SongPost } from '@upclub/shared/types';
import type { Db } from '../../db/open';
import { clubs, postLikes, profiles, songPosts, tracks, users } from '../../db/schema';
import { formatAge, formatCount } from '../../lib/format';
import { mentionsOf } from '../../lib/mentions';
import type { TracksRepository } from './tracks';
import type { UsersRepository } from './users';

// Posts as every answer gives them (spec's SongPost): one five-table select, and the answer
// built from its rows. The posts and feed repositories both read posts through here.

/** Who is looking (their `liked`): an id, or a placeholder of a prepared statement. */
export type Viewer = number | ReturnType<typeof sql.placeholder>;

function postColumns(viewer: Viewer) {
  return {
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
    /** created_at exactly as PostgreSQL writes it (a cursor key: a Date would lose microseconds). */
    createdKey: sql<string>`${songPosts.createdAt}::text`,
    hotScore: songPosts.hotScore,
    clubId: songPosts.clubId,
    clubName: clubs.name,
    liked: sql<boolean>`exists(select 1 from ${postLikes} where ${postLikes.postId} = ${songPosts.id} and ${postLikes.userId} = ${viewer})`,
    track: {
      id: tracks.id,
      name: tracks.name,
      uri: tracks.uri,
      artists: tracks.artists,
      albumImages: tracks.albumImages,
      durationMs: tracks.durationMs,
    },
  };
}

/** Posts with their author, club, cached track and whether the viewer liked them; add where/order. */
export function selectPosts(db: Db, viewer: Viewer) {
  return db
    .select(postColumns(viewer))
    .from(songPosts)
    .innerJoin(users, eq(users.id, songPosts.userId))
    .leftJoin(profiles, eq(profiles.userId, songPosts.userId))
    .leftJoin(clubs, eq(clubs.id, songPosts.clubId))
    .leftJoin(tracks, eq(tracks.id, songPosts.song));
}

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

/** Builds the answers of post rows: mentions read in one query, ages at the clock's now. */
export function createPostAnswers(
  userRepo: UsersRepository,
  tracksCache: Pick<TracksRepository, 'detailsOf'>,
  now: () => Date,
) {
  return async function toAnswers(rows: PostRow[]): Promise<SongPost[]> {
    const usernames = await userRepo.usernamesById(rows.flatMap((r) => r.mentionIds));
    const at = now();
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
      liked: r.liked,
      post_age: formatAge(r.createdAt, at),
      club: r.clubId,
      club_name: r.clubName,
      created_at: r.createdAt.toISOString(),
    }));
  };
}

export type PostAnswers = ReturnType<typeof createPostAnswers>;
