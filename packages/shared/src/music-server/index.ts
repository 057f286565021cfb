// A deployment on an OpenSubsonic music server (PROVIDER=opensubsonic, docs/providers.md): the
// texts a person reads about their link to it, said by the API and shown by the connect page,
// and the numbers of the API's music routes.

/** What the API answers when linking fails or a music call needs a link first. */
export const MUSIC_SERVER_TEXT = {
  /** 400 `{non_field_errors}`: the server refused the username and password, or the API key. */
  wrongCredentials: 'The music server did not accept this username and password.',
  wrongApiKey: 'The music server did not accept this API key.',
  /** 400: an API key for a server without the apiKeyAuthentication extension. */
  apiKeyUnsupported: 'This music server does not take API keys. Sign in with your username and password.',
  /** 502 `{detail}`: no answer, or no Subsonic answer, from the server. */
  unreachable: 'The music server cannot be reached right now. Please try again in a moment.',
  /** 400: a server older than the Subsonic API UpClub needs. */
  tooOld: 'This music server is too old for UpClub: it needs Subsonic API 1.10 or newer.',
  /** 400: a link request with neither a username and password nor an API key. */
  credentialsMissing: 'Enter your username and password, or an API key.',
  /** 409 `{detail, code: 'not_linked'}` of every catalogue, library and stream call before linking. */
  notLinked: 'Connect to your music server first.',
  /** The link's credentials stopped working (changed password, revoked key): connect again. */
  linkRefused: 'Your music server no longer accepts your sign-in. Connect to it again.',
} as const;

/** The `code` of the 409 answer before linking. */
export const MUSIC_NOT_LINKED_CODE = 'not_linked';

/** The oldest Subsonic API a music server may speak (search3, getAlbum, getStarred2: 1.8; UpClub asks 1.10). */
export const MUSIC_SERVER_MIN_API = '1.10.0';
/** From this Subsonic API version a server takes token authentication (t = md5(password + salt)). */
export const MUSIC_SERVER_TOKEN_API = '1.13.0';
/** How long a signed stream URL (v1/music/stream/{id}/) plays: a long listening session. */
export const MUSIC_STREAM_URL_SECONDS = 6 * 60 * 60;
/** How long browsers keep a proxied cover (v1/music/cover/{id}/), in seconds. */
export const MUSIC_COVER_MAX_AGE_SECONDS = 86_400;
/** The cover sizes answers offer, largest first (the Spotify-like image lists). */
export const MUSIC_COVER_SIZES = [640, 300, 64] as const;
