// The spec's validation and error texts (part 1 §5 and §8), quoted exactly.
export const MSG = {
  required: 'Field required',
  noSpaces: 'Field should not have spaces',
  noSpecialCharacters: 'Field should not have special characters',
  invalidUsername: 'Invalid username.',
  emailFormat: 'Incorrect email format',
  passwordLength: 'The password length cannot be less than 8 characters',
  invalidPhone: 'Invalid phone number',
  mobileOnly: 'Accepts mobile number only',
  resetCodeLength: 'Code length cannot be greater than 6 digits',
  maxMentions: 'Maximum of 8 mentions only',
  captionLength: 'Maximum of 400 characters',
  broadcastLength: 'Maximum of 1000 characters',
  /** Comments share the broadcast's limit and text (the spec words none of their own). */
  commentLength: 'Maximum of 1000 characters',
  /** A picture that is not a PNG or JPEG data URL of valid base64 (not in the spec). */
  invalidPicture: 'Upload a valid image: a PNG or JPEG data URL.',
  /** A picture data URL whose bytes are no PNG or JPEG image that decodes (not in the spec). */
  unreadablePicture: 'This picture could not be read: upload a PNG or JPEG image.',
  /** An id past what the database holds, or not a whole number (not in the spec). */
  invalidId: 'A valid integer id is required.',
  bioLength: 'Maximum of 50 characters',
  /** Twitter and instagram handles share the bio's limit and text. */
  socialHandleLength: 'Maximum of 50 characters',
  // Beyond the spec: changing the email asks for the password (a borrowed session must not take
  // over the account by redirecting its recovery mails).
  passwordForEmail: 'Enter your current password to change your email',
  wrongPassword: 'Incorrect password',
} as const;

// Texts the server answers with (DRF conventions) and the client maps to notices.
export const SERVER_DETAIL = {
  notFound: 'Not found.',
  wrongCode: 'Wrong code.',
  retryLimit: 'Retry limit. New code sent.',
  invalidToken: 'Invalid token.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  permissionDenied: 'You do not have permission to perform this action.',
  throttled: 'Request was throttled.',
  usernameTaken: 'A user with that username already exists.',
  emailTaken: 'A user with that email already exists.',
  /** 503: PostgreSQL unreachable, out of connections, or a statement cancelled by its timeout. */
  databaseUnavailable: 'The database is not answering. Please try again in a moment.',
  /** 503: the answer took longer than REQUEST_TIMEOUT_MS. */
  timedOut: 'The server took too long to answer. Please try again.',
  /** 503: a search ran past SEARCH_TIMEOUT_MS (a longer query finds fewer rows faster). */
  searchTooLong: 'This search took too long. Please try again in a moment, or search for more letters.',
  /** 503: too many sign-ins and sign-ups at once (PASSWORD_HASH_QUEUE full). */
  busy: 'Too many people are signing in right now. Please try again in a moment.',
  /** 503: too many pictures being re-encoded at once (PICTURE_QUEUE full). */
  picturesBusy: 'Too many pictures are being saved right now. Please try again in a moment.',
  /** 503: the process is overloaded (event loop too slow, heap nearly full) and sheds requests. */
  overloaded: 'The server is very busy right now. Please try again in a moment.',
  /** A request body whose bytes are not UTF-8 text. */
  notUtf8: 'The request is not valid UTF-8 text.',
  /** NUL or a broken (unpaired surrogate) character in any text of a request. */
  unstorableText: 'Contains characters that are not allowed (NUL or broken Unicode).',
} as const;

export const NOTICE = {
  resetCodeSent: 'A password reset code has been sent to your email.',
  passwordChanged: 'Password has been changed.',
  usernameSent: 'Your username is now sent to your email.',
  usernameNotFound: 'Username not found',
  emailNotFound: 'Email not found',
  wrongResetCode: 'Wrong reset code provided.',
  requestFailed: 'Request failed',
  unauthorized: 'Unauthorized session.',
  noNetwork: 'Please check your internet connection.',
  premiumRequired: 'Premium account required',
} as const;

// Success notices of the music loop (part 1 §8), quoted exactly.
export const SUCCESS_TEXT = {
  trackPosted: 'Track successfully posted.',
  postShared: 'Post successfully shared',
  postBroadcasted: 'Post successfully broadcasted',
  postSentToAll: 'Post successfully sent to all',
  postLinkCopied: 'Post link copied',
} as const;

// Empty states of lists (part 1 §8), quoted exactly.
export const EMPTY_TEXT = {
  messages: 'No messages found',
  comments: 'no comments yet',
  results: 'No results found',
  result: 'No result',
  tracks: 'No tracks found',
  clubs: 'No clubs found',
  users: 'No user found',
} as const;

/** The delete confirmation of part 1 §6. */
export const DELETE_POST_CONFIRM = 'Are you sure you want to delete this track?';
