/** Body of v1/register/ (spec part 1 §3 "Login/signup user"). */
export interface SignupUser {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number?: string;
}

export interface LoginResponse {
  token: string;
}

/** User details as every profile call returns them (spec part 1 §3). */
export interface UserDetails {
  upclubuser: number;
  username: string;
  first_name: string;
  last_name: string;
  /** Bit field: 2 metrics, 4 broadcast. */
  user_type: number;
  profile_picture: string | null;
  /** base64 PNG data URL */
  thumbnail_picture: string | null;
}

/** The answer of v1/follow/ and v1/unfollow/: the followee's followers afterwards. */
export interface FollowResponse {
  upclubuser_followee: number;
  followers: number;
  followed: boolean;
}

/** v1/getprofilelite/{id}. */
export type ProfileLite = UserDetails;

export interface NotificationsCount {
  notifications: number;
  message_notifications: number;
}

export interface BackendVersion {
  version: string;
}
