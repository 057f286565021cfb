// Texts of the profile pages (spec part 2 §2, §4, §5, §8): the spec's exactly where it words them;
// the shared ones (follow notices, empty lists, the unsaved picture alert) live in
// @upclub/shared/constants.

/** The five counts of the header, which are also the page's tabs, in the spec's order. */
export const COUNT_LABELS = {
  profile_posts: 'Posts',
  profile_clubs: 'Clubs',
  profile_likes: 'Up Votes',
  profile_followers: 'Followers',
  profile_followings: 'Following',
} as const;

export const PROFILE_TEXT = {
  /** The page's h1 until the person's name is known. */
  title: 'Profile',
  follow: 'Follow',
  unfollow: 'Unfollow',
  message: 'Message',
  editProfile: 'Edit profile',
  notFound: 'This user does not exist.',
  noClubs: 'No clubs found',
} as const;

export const SETTINGS_TEXT = {
  title: 'Profile Settings',
  picture: 'Profile Picture',
  username: 'Username',
  firstName: 'First Name',
  lastName: 'Last Name',
  description: 'Bio (50 characters limit)',
  twitter: 'Twitter',
  instagram: 'Instagram',
  phone: 'Phone Number',
  email: 'Email',
  // Asked only when the email changes (issue 13): a borrowed session cannot take the account.
  currentPassword: 'Current Password',
  currentPasswordHint: 'Needed to change your email. Your old address is told of the change.',
  save: 'Save Changes',
  saved: 'Settings updated',
  /** The blocking alert of a save while a crop waits (spec part 2 §4 words its title only). */
  unsavedDetail: 'Please click on the ✓ to save the image or ✘ to cancel.',
  pictureFailed: 'This picture could not be used. Try another one.',
  streaming: 'Streaming account',
  streamingConnected: 'Connected: your songs play through it.',
  unlink: 'Unlink',
  unlinkTitle: 'Unlink streaming account ?',
  unlinkText:
    'UpClub cannot play songs without a streaming account. You will be asked to connect one again before you go on.',
  cancel: 'Cancel',
  // Beyond the spec (issue 13): end every session of the account, on every device.
  sessions: 'Sessions',
  sessionsText: 'Signed in on another device you no longer have? End every session at once.',
  signOutAll: 'Sign out everywhere',
  signOutAllTitle: 'Sign out everywhere ?',
  signOutAllText:
    'Every device signed in to your account, this one included, is signed out. You will sign in again here.',
  version: 'App version {app} · API version {api}',
} as const;
