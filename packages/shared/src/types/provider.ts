/** Tokens of the streaming provider's token endpoint. */
export interface ProviderTokens {
  access_token: string;
  token_type?: string;
  scope?: string;
  expires_in: number;
  refresh_token?: string;
}

/** A Spotify deployment: where the browser reaches the accounts service, Web API and player script. */
export interface SpotifyRuntimeConfig {
  /** Absent in configs written before providers had kinds: Spotify. */
  kind?: 'spotify';
  accountsUrl: string;
  apiUrl: string;
  sdkUrl: string;
  clientId: string;
}

/**
 * An OpenSubsonic deployment: the browser reaches the music server only through UpClub's API
 * (v1/music/...), so it needs no address of it; the name is what the connect page calls it.
 */
export interface OpenSubsonicRuntimeConfig {
  kind: 'opensubsonic';
  serverName: string;
}

/** What the shell's /config.json holds: how the client reaches the API and the provider. */
export interface RuntimeConfig {
  apiBase: string;
  provider: SpotifyRuntimeConfig | OpenSubsonicRuntimeConfig;
  appVersion: string;
}
