import { AUTH_MECHANISMS, type AuthMechanism } from './opensubsonic/auth';

/** A registered app (the provider's "developer dashboard" entry). */
export interface ProviderClient {
  clientId: string;
  /** Exact redirect URIs the app registered; `redirect_uri` must equal one of them. */
  redirectUris: string[];
  /** Confidential clients have a secret (needed for client_credentials). */
  clientSecret?: string;
  /** Shown on the consent page; the client id when absent. */
  name?: string;
}

export interface ProviderSimOptions {
  /** Where the plugin is reachable from outside, e.g. http://127.0.0.1:8080/provider */
  publicUrl: string;
  /** Accounts and tokens persist to `<dataDir>/provider-sim.json` when set. */
  dataDir?: string;
  clients: ProviderClient[];
  /** Default 3600. */
  accessTokenTtlSeconds?: number;
  /** Refresh tokens expire after six months like the real service's. */
  refreshTokenTtlSeconds?: number;
  /** Web API calls allowed per client per minute; unlimited when absent. */
  rateLimitPerMinute?: number;
  /**
   * The app's Development Mode quota is used up: every Web API call with a valid token answers
   * 429 with the reason QUOTA_EXCEEDED (as the real service does since July 2026). Default false.
   */
  quotaExceeded?: boolean;
  /** Accounts the consent page may create per client IP per hour (default 20). */
  newAccountsPerHour?: number;
  /** Accounts the emulator holds at most: past it the consent page creates none (default 10,000). */
  maxAccounts?: number;
  /**
   * How the OpenSubsonic face lets clients sign in (default all three). Leave out `token` and
   * `apiKey` to stand in for an older server that takes only passwords (as supysonic does).
   */
  openSubsonicAuth?: AuthMechanism[];
  /** Clock in milliseconds (tests move time with it). Default Date.now. */
  now?: () => number;
}

export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;
export const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 180 * 24 * 3600;
export const AUTHORIZATION_CODE_TTL_SECONDS = 10 * 60;
/** The consent page creates an account for anyone who asks: a client IP gets this many an hour. */
export const DEFAULT_NEW_ACCOUNTS_PER_HOUR = 20;
/** ...and the emulator's file stops growing here. */
export const DEFAULT_MAX_ACCOUNTS = 10_000;

export interface ResolvedOptions {
  publicUrl: string;
  dataDir?: string;
  clients: ProviderClient[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  rateLimitPerMinute?: number;
  quotaExceeded: boolean;
  newAccountsPerHour: number;
  maxAccounts: number;
  openSubsonicAuth: readonly AuthMechanism[];
  now: () => number;
}

export function resolveOptions(options: ProviderSimOptions): ResolvedOptions {
  if (!options || typeof options.publicUrl !== 'string' || !/^https?:\/\//.test(options.publicUrl)) {
    throw new Error('providerSim: publicUrl (http(s) URL) is required');
  }
  if (!Array.isArray(options.clients)) throw new Error('providerSim: clients is required');
  for (const client of options.clients) {
    if (!client.clientId || !Array.isArray(client.redirectUris)) {
      throw new Error('providerSim: every client needs clientId and redirectUris');
    }
  }
  const positive = (value: number | undefined, name: string): number | undefined => {
    if (value === undefined) return undefined;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`providerSim: ${name} must be a positive number`);
    return value;
  };
  return {
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    dataDir: options.dataDir,
    clients: options.clients,
    accessTokenTtlSeconds:
      positive(options.accessTokenTtlSeconds, 'accessTokenTtlSeconds') ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds:
      positive(options.refreshTokenTtlSeconds, 'refreshTokenTtlSeconds') ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
    rateLimitPerMinute: positive(options.rateLimitPerMinute, 'rateLimitPerMinute'),
    quotaExceeded: options.quotaExceeded === true,
    newAccountsPerHour: positive(options.newAccountsPerHour, 'newAccountsPerHour') ?? DEFAULT_NEW_ACCOUNTS_PER_HOUR,
    maxAccounts: positive(options.maxAccounts, 'maxAccounts') ?? DEFAULT_MAX_ACCOUNTS,
    openSubsonicAuth: authMechanisms(options.openSubsonicAuth),
    now: options.now ?? Date.now,
  };
}

function authMechanisms(value: AuthMechanism[] | undefined): readonly AuthMechanism[] {
  if (value === undefined) return AUTH_MECHANISMS;
  if (!Array.isArray(value) || value.length === 0 || value.some((m) => !AUTH_MECHANISMS.includes(m))) {
    throw new Error(`providerSim: openSubsonicAuth must list some of ${AUTH_MECHANISMS.join(', ')}`);
  }
  return value;
}
