import type { NotificationType, ToastType } from '@upclub/shared/constants';
import type { NotificationsCount } from './accounts';
import type { Message, MessageThread } from './messages';
import type { SongPost } from './posts';
import type { RoomLiveEvents } from './rooms';

/**
 * A user profile, with the field names of spec part 2 §3 "User profile" (v1/myprofile,
 * v1/getprofile/{id}, v1/getprofileviausername/{username}).
 */
export interface UserProfile {
  upclubuser: number;
  username: string;
  first_name: string;
  last_name: string;
  profile_description: string;
  profile_picture: string | null;
  thumbnail_picture: string | null;
  /** Only on one's own profile. */
  email?: string;
  /** Only on one's own profile. */
  phone_number?: string | null;
  profile_twitter: string | null;
  profile_instagram: string | null;
  posts: number;
  clubs: number;
  likes_given: number;
  followers: number;
  followings: number;
  /** Whether the signed-in user follows this profile. */
  followed: boolean;
  /** Bit field: 2 metrics, 4 broadcast. */
  user_type: number;
}

/** A row of v1/profilegetfollowers/{id} and v1/profilegetfollowing/{id} (spec part 2 §3 "Follow-list user"). */
export interface FollowListUser {
  upclubuser: number;
  username: string;
  name: string;
  thumbnail_picture: string | null;
  followers: number;
  posts: number;
  /** Whether the signed-in user follows this user. */
  followed: boolean;
  upclubuser_follower?: number;
  upclubuser_followee?: number;
}

/** A row of v1/getnotifications (spec part 2 §3 "Notification"). */
export interface Notification {
  /** The notification's id: the key of lists and of live events. */
  id: number;
  notification_type: NotificationType;
  created_at: string;
  notification_age: string;
  /** The actor: who commented, followed, liked, mentioned, requested or invited. */
  username: string;
  thumbnail_picture: string | null;
  upclubuser: number;
  upclubuser_follower_username: string | null;
  song_post: number | null;
  /** The resolved post, or null when it was removed ('Post had been removed.'). */
  post: SongPost | null;
  usercomment_text: string | null;
  club: number | null;
  club_name: string | null;
  messagethread: number | null;
  curatorrequest: number | null;
  curatorinvite: number | null;
  /** 1 declined, 2 accepted, otherwise pending. */
  curatorinviterequeststate: number | null;
  /** Whether the signed-in user follows the actor (follow notifications offer a follow back). */
  followed: boolean;
}

/**
 * Live events of v1/events/ (Server-Sent Events): `event:` is the `type`, `data:` the JSON of
 * `data`, `id:` the event's id (a per-user increasing number; send it back as Last-Event-ID).
 */
export type LiveEvent =
  | { type: 'notification'; data: { notification: Notification; counts: NotificationsCount } }
  | { type: 'counts'; data: NotificationsCount }
  | { type: 'message'; data: { messagethread: number; message: Message; counts: NotificationsCount } }
  | { type: 'toast'; data: LiveToast }
  | { type: 'thread'; data: ThreadChange }
  | RoomLiveEvents;
export type LiveEventType = LiveEvent['type'];

/**
 * What changed in a thread, told to its other members as it happens: 'renamed', 'added' (new
 * members; an added member gets it too, and the thread appears in their list), 'left' (a member
 * left). `thread` is the thread as the recipient's own list shows it (its name, and its members
 * other than them); `counts` are the recipient's unread counts afterwards.
 */
export interface ThreadChange {
  messagethread: number;
  change: ThreadChangeKind;
  thread: MessageThread;
  counts: NotificationsCount;
}
export type ThreadChangeKind = 'renamed' | 'added' | 'left';

/** What the shell shows as a toast; clicking it goes to `link` (a path of this app) when set. */
export interface LiveToast {
  toast_type: ToastType;
  /** The toast's text, ready to show (actor and object included). */
  text: string;
  link: string | null;
  /** The sender's avatar, when there is one. */
  thumbnail_picture: string | null;
}
