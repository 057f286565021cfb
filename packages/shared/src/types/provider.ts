/** Tokens of the streaming provider's token endpoint. */
export interface ProviderTokens {
  access_token: string;
  token_type?: string;
  scope?: string;
  expires_in: number;
  refresh_token?: string;
}

/** What the shell's /config.json holds: how the client reaches the API and the provider. */
export interface RuntimeConfig {
  apiBase: string;
  provider: {
    accountsUrl: string;
    apiUrl: string;
    sdkUrl: string;
    clientId: string;
  };
  appVersion: string;
}
