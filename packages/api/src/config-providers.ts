import type { ProviderCredentials } from './lib/track-resolver';
import type { OpenSubsonicOptions, ServiceAccount } from './providers/opensubsonic/service';
import { parseCredentialKey } from './providers/opensubsonic/vault';
import { PROVIDER_KINDS, type ProviderKind } from './providers/provider';
import { ConfigError, readText, readUrl, type Env } from './config-read';

// Where the music comes from, as the environment says (config.ts re-exports these): PROVIDER and
// the streaming provider's PROVIDER_* variables, or OPENSUBSONIC_* and CREDENTIAL_KEY.

export const DEFAULT_PROVIDER_CLIENT_ID = 'upclub-web';

/** The streaming provider as the environment gives it. */
export interface ProviderEnv {
  /** Absent: no provider configured (the one-process server mounts its emulator). */
  urls?: { accountsUrl: string; apiUrl: string };
  clientId: string;
  clientSecret?: string;
}

export function readProviderEnv(env: Env): ProviderEnv {
  const accountsUrl = readUrl(env, 'PROVIDER_ACCOUNTS_URL');
  const apiUrl = readUrl(env, 'PROVIDER_API_URL');
  if (Boolean(accountsUrl) !== Boolean(apiUrl)) {
    throw new ConfigError('PROVIDER_ACCOUNTS_URL and PROVIDER_API_URL go together: set both, or neither');
  }
  return {
    urls: accountsUrl && apiUrl ? { accountsUrl, apiUrl } : undefined,
    clientId: readText(env, 'PROVIDER_CLIENT_ID') ?? DEFAULT_PROVIDER_CLIENT_ID,
    clientSecret: readText(env, 'PROVIDER_CLIENT_SECRET'),
  };
}

/** What the API needs to resolve tracks (client credentials), when the environment gives all of it. */
export function providerCredentials(provider: ProviderEnv): ProviderCredentials | undefined {
  const { urls, clientId, clientSecret } = provider;
  return urls && clientSecret ? { ...urls, clientId, clientSecret } : undefined;
}

/** PROVIDER=opensubsonic as the environment gives it. */
export interface OpenSubsonicEnv {
  /** Absent: the one-process server's emulator (the API alone refuses to start). */
  url?: string;
  serverName?: string;
  /** Absent: none given (the emulator's default account applies). */
  account?: ServiceAccount;
  credentialKey?: Buffer;
}

export function readProviderKind(env: Env): ProviderKind {
  const text = (readText(env, 'PROVIDER') ?? 'spotify').toLowerCase();
  if (!PROVIDER_KINDS.includes(text as ProviderKind)) {
    throw new ConfigError(`PROVIDER must be ${PROVIDER_KINDS.join(' or ')}, got ${env.PROVIDER}`);
  }
  return text as ProviderKind;
}

/** OPENSUBSONIC_* and CREDENTIAL_KEY (read only when PROVIDER=opensubsonic). */
export function readOpenSubsonicEnv(env: Env): OpenSubsonicEnv {
  const url = readUrl(env, 'OPENSUBSONIC_URL');
  const username = readText(env, 'OPENSUBSONIC_USERNAME');
  // A password is taken as written: spaces may be part of it.
  const password = env.OPENSUBSONIC_PASSWORD ? env.OPENSUBSONIC_PASSWORD : undefined;
  const apiKey = readText(env, 'OPENSUBSONIC_API_KEY');
  if (apiKey && (username || password)) {
    throw new ConfigError(
      'OPENSUBSONIC_API_KEY goes alone: set it, or OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD',
    );
  }
  if (Boolean(username) !== Boolean(password)) {
    throw new ConfigError('OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD go together: set both, or neither');
  }
  const account: ServiceAccount | undefined = apiKey
    ? { apiKey }
    : username && password
      ? { username, password }
      : undefined;
  if (url && !account) {
    throw new ConfigError(
      'OPENSUBSONIC_URL needs the API’s account there: OPENSUBSONIC_USERNAME and OPENSUBSONIC_PASSWORD, or OPENSUBSONIC_API_KEY',
    );
  }
  const keyText = readText(env, 'CREDENTIAL_KEY');
  const credentialKey = keyText === undefined ? undefined : parseCredentialKey(keyText);
  if (keyText !== undefined && !credentialKey) {
    // The value itself is a secret: never in the message.
    throw new ConfigError('CREDENTIAL_KEY must be 32 bytes, written as 64 hex digits or in base64');
  }
  if (!credentialKey && readText(env, 'DATABASE_URL')) {
    throw new ConfigError(
      'PROVIDER=opensubsonic with DATABASE_URL needs CREDENTIAL_KEY (32 bytes, 64 hex digits or base64): ' +
        'every API process must encrypt and sign with the same key',
    );
  }
  return {
    url,
    serverName: readText(env, 'OPENSUBSONIC_SERVER_NAME') ?? (url ? new URL(url).host : undefined),
    account,
    credentialKey,
  };
}

/** The app's OpenSubsonic options, once the server's address and account are known. */
export function openSubsonicOptions(read: OpenSubsonicEnv): OpenSubsonicOptions | undefined {
  if (!read.url || !read.account) return undefined;
  return {
    url: read.url,
    serverName: read.serverName ?? new URL(read.url).host,
    account: read.account,
    credentialKey: read.credentialKey,
  };
}

/** PROVIDER, and OPENSUBSONIC_* when it is opensubsonic. */
export function readMusicEnv(env: Env): { providerKind: ProviderKind; openSubsonic?: OpenSubsonicEnv } {
  const providerKind = readProviderKind(env);
  return { providerKind, openSubsonic: providerKind === 'opensubsonic' ? readOpenSubsonicEnv(env) : undefined };
}
