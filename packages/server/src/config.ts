import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  localAddress,
  openSubsonicOptions,
  readApiEnv,
  readFlag,
  readText,
  type ApiEnv,
  type EnvDefaults,
  type OpenSubsonicOptions,
  type ProviderEnv,
} from '@upclub/api';
import { DEMO_PASSWORD } from '@upclub/provider-sim';
import type { RuntimeConfig } from '@upclub/shared/types';
import { APP_VERSION } from '@upclub/shared/constants';
import { findLocalRemotes } from './remotes';

/**
 * The one-process server's settings: what the API reads (by its rules: PORT, HOST, PUBLIC_URL,
 * DATA_DIR, DATABASE_URL, mail, SEED, TRUST_PROXY, LOG_LEVEL, PROVIDER_*), with this server's
 * defaults, plus the variables only this server has.
 */
export interface ServerConfig extends ApiEnv {
  forceHttps: boolean;
  /** Folder of the shell's build. */
  shellDir: string;
  /** Folder of each remote's build, served at /mfe/<name>/ (every packages/<name>-mfe with route facts). */
  remoteDirs: Record<string, string>;
  /** Name -> manifest URL served at /remotes.json. */
  registry: Record<string, string>;
  runtime: RuntimeConfig;
  /** When false the provider emulator is not mounted (a real provider or music server is configured). */
  providerSim: boolean;
  /**
   * PROVIDER=opensubsonic: the music server the API asks. Without OPENSUBSONIC_URL, the
   * emulator's OpenSubsonic face over loopback, with its Premium Listener as the API's account.
   */
  openSubsonic?: OpenSubsonicOptions;
  /** PROVIDER_SIM_QUOTA_EXCEEDED: the emulator answers every Web API call 429 QUOTA_EXCEEDED. */
  providerSimQuotaExceeded: boolean;
  /**
   * How the API itself reaches the provider for track details (client-credentials grant).
   * With the emulator: this process over loopback and a secret made at start; otherwise the
   * PROVIDER_* URLs with PROVIDER_CLIENT_SECRET (absent: posting answers 502).
   */
  providerServer?: { accountsUrl: string; apiUrl: string; clientId: string; clientSecret: string };
}

/**
 * Unlike the standalone API, the one-process start listens on 8080 and seeds demo content unless
 * SEED=0, when it listens on a loopback address (SEED=1 seeds on any).
 */
export const SERVER_ENV_DEFAULTS: EnvDefaults = { port: 8080, seed: true };

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function parseRegistry(raw: string | undefined, fallback: Record<string, string>): Record<string, string> {
  if (!raw) return fallback;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object') throw new Error('REMOTES must be a JSON object of name -> manifest URL');
  return { ...fallback, ...(parsed as Record<string, string>) };
}

/**
 * How the API itself reaches the provider for track details (client credentials). The emulator
 * is in this same process: loopback, never the public address, with a secret made at start.
 */
function providerServerAccess(
  provider: ProviderEnv,
  { providerSim, host, port }: { providerSim: boolean; host: string; port: number },
): ServerConfig['providerServer'] {
  const { urls, clientId, clientSecret } = provider;
  if (providerSim) {
    const base = `http://${localAddress(host)}:${port}/provider`;
    return {
      accountsUrl: `${base}/accounts`,
      apiUrl: `${base}/v1`,
      clientId,
      clientSecret: clientSecret ?? randomBytes(24).toString('base64url'),
    };
  }
  return urls && clientSecret ? { ...urls, clientId, clientSecret } : undefined;
}

/** The emulator's account the API uses on its OpenSubsonic face (its demo password is published). */
export const EMULATOR_SERVICE_ACCOUNT = { username: 'premium-listener', password: DEMO_PASSWORD } as const;
/** What the connect page calls the emulator's OpenSubsonic face. */
export const EMULATOR_SERVER_NAME = 'UpClub music emulator';

/** The music server of PROVIDER=opensubsonic: the configured one, or the emulator over loopback. */
function openSubsonicAccess(api: ApiEnv): OpenSubsonicOptions | undefined {
  const read = api.openSubsonic;
  if (!read) return undefined;
  if (read.url) return openSubsonicOptions(read);
  return {
    url: `http://${localAddress(api.host)}:${api.port}/provider`,
    serverName: read.serverName ?? EMULATOR_SERVER_NAME,
    account: read.account ?? { ...EMULATOR_SERVICE_ACCOUNT },
    credentialKey: read.credentialKey,
  };
}

/** Where the browser reaches the provider: the Spotify one's addresses, or only a music server's name. */
function runtimeProvider(
  api: ApiEnv,
  env: NodeJS.ProcessEnv,
  music: OpenSubsonicOptions | undefined,
): RuntimeConfig['provider'] {
  if (music) return { kind: 'opensubsonic', serverName: music.serverName };
  const { provider, publicUrl } = api;
  const providerBase = `${publicUrl}/provider`;
  return {
    kind: 'spotify',
    accountsUrl: provider.urls?.accountsUrl ?? `${providerBase}/accounts`,
    apiUrl: provider.urls?.apiUrl ?? `${providerBase}/v1`,
    sdkUrl: readText(env, 'PROVIDER_SDK_URL') ?? `${providerBase}/sdk/player.js`,
    clientId: provider.clientId,
  };
}

/** Every setting from the environment (README "Configuration" lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const api = readApiEnv(env, SERVER_ENV_DEFAULTS);
  const { port, host, provider } = api;
  const forceHttps = readFlag(env, 'FORCE_HTTPS', false);
  const remotes = findLocalRemotes(path.join(repoRoot, 'packages'));
  const defaultRegistry = Object.fromEntries(remotes.map((r) => [r.name, `/mfe/${r.name}/mf-manifest.json`]));
  const openSubsonic = openSubsonicAccess(api);
  const providerSim = api.openSubsonic ? !api.openSubsonic.url : !provider.urls;
  return {
    ...api,
    forceHttps,
    // Behind the TLS-terminating proxy FORCE_HTTPS implies, X-Forwarded-Proto must be believed:
    // from that one proxy (one hop), unless TRUST_PROXY says more.
    trustProxy: api.trustProxy === false && forceHttps ? 1 : api.trustProxy,
    shellDir: path.join(repoRoot, 'packages', 'shell', 'dist'),
    remoteDirs: Object.fromEntries(remotes.map((r) => [r.name, r.buildDir])),
    registry: parseRegistry(env.REMOTES, defaultRegistry),
    runtime: {
      apiBase: env.API_BASE ?? '/api/',
      provider: runtimeProvider(api, env, openSubsonic),
      appVersion: APP_VERSION,
    },
    providerSim,
    providerSimQuotaExceeded: readFlag(env, 'PROVIDER_SIM_QUOTA_EXCEEDED', false),
    openSubsonic,
    // A Spotify deployment's track lookups (an OpenSubsonic one looks up with its own account).
    providerServer: openSubsonic ? undefined : providerServerAccess(provider, { providerSim, host, port }),
  };
}
