import { sql, type SQL } from 'drizzle-orm';
import { POST_TYPE_PLAIN } from '@upclub/shared/types';
import { clubCurators, follows, postLikes, profiles, songPosts, users } from '../../db/schema';

/**
 * The counts of a profile header (spec part 2 §3 "User profile"), each a correlated subquery on
 * users.id. Clubs are those the user owns or curates (the profile's clubs tab). Posts count user
 * posts (post_type other than 1); likes_given (the Up Votes tab) the posts the user liked.
 */
export const PROFILE_COUNTS = {
  posts: sql<number>`(select count(*)::int from ${songPosts} where ${songPosts.userId} = ${users.id} and ${songPosts.postType} <> ${POST_TYPE_PLAIN})`,
  clubs: sql<number>`(select count(*)::int from ${clubCurators} where ${clubCurators.userId} = ${users.id} and ${clubCurators.isCurator})`,
  likes_given: sql<number>`(select count(*)::int from ${postLikes} where ${postLikes.userId} = ${users.id})`,
  followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followeeId} = ${users.id})`,
  followings: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${users.id})`,
} satisfies Record<string, SQL<number>>;

/** Whether `viewerId` follows the user of the row. */
export const followedBy = (viewerId: number) =>
  sql<boolean>`exists(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`;

export const userDetailsColumns = {
  upclubuser: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  user_type: users.userType,
  profile_picture: profiles.profilePicture,
  thumbnail_picture: profiles.thumbnailPicture,
};
