import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { RuntimeConfig } from '@upclub/shared/types';
import { APP_VERSION } from '@upclub/shared/constants';
import { findLocalRemotes } from './remotes';

export interface ServerConfig {
  port: number;
  host: string;
  /** The address people open (used for redirects and printed at start). */
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom?: string;
  forceHttps: boolean;
  trustProxy: boolean;
  /** Folder of the shell's build. */
  shellDir: string;
  /** Folder of each remote's build, served at /mfe/<name>/ (every packages/<name>-mfe with route facts). */
  remoteDirs: Record<string, string>;
  /** Name -> manifest URL served at /remotes.json. */
  registry: Record<string, string>;
  runtime: RuntimeConfig;
  /** When false the provider emulator is not mounted (a real provider is configured). */
  providerSim: boolean;
  /**
   * How the API itself reaches the provider for track details (client-credentials grant).
   * With the emulator: this process over loopback and a secret made at start; otherwise the
   * PROVIDER_* URLs with PROVIDER_CLIENT_SECRET (absent: posting answers 502).
   */
  providerServer?: { accountsUrl: string; apiUrl: string; clientId: string; clientSecret: string };
  seed: boolean;
  logLevel: string;
}

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function parseRegistry(raw: string | undefined, fallback: Record<string, string>): Record<string, string> {
  if (!raw) return fallback;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object') throw new Error('REMOTES must be a JSON object of name -> manifest URL');
  return { ...fallback, ...(parsed as Record<string, string>) };
}

function providerServerAccess(
  env: NodeJS.ProcessEnv,
  { providerSim, host, port }: { providerSim: boolean; host: string; port: number },
): ServerConfig['providerServer'] {
  const clientId = env.PROVIDER_CLIENT_ID ?? 'upclub-web';
  if (providerSim) {
    // The API calls the emulator of this same process: loopback, never the public address.
    const loopback = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const base = `http://${loopback}:${port}/provider`;
    return {
      accountsUrl: `${base}/accounts`,
      apiUrl: `${base}/v1`,
      clientId,
      clientSecret: env.PROVIDER_CLIENT_SECRET || randomBytes(24).toString('base64url'),
    };
  }
  const { PROVIDER_ACCOUNTS_URL: accountsUrl, PROVIDER_API_URL: apiUrl, PROVIDER_CLIENT_SECRET: clientSecret } = env;
  return accountsUrl && apiUrl && clientSecret ? { accountsUrl, apiUrl, clientId, clientSecret } : undefined;
}

/** Every setting from the environment (README "Configuration" lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const remotes = findLocalRemotes(path.join(repoRoot, 'packages'));
  const defaultRegistry = Object.fromEntries(remotes.map((r) => [r.name, `/mfe/${r.name}/mf-manifest.json`]));
  const providerSim = !env.PROVIDER_ACCOUNTS_URL;
  const providerBase = `${publicUrl}/provider`;
  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    forceHttps: env.FORCE_HTTPS === '1' || env.FORCE_HTTPS === 'true',
    trustProxy: env.TRUST_PROXY === '1' || env.FORCE_HTTPS === '1' || env.FORCE_HTTPS === 'true',
    shellDir: path.join(repoRoot, 'packages', 'shell', 'dist'),
    remoteDirs: Object.fromEntries(remotes.map((r) => [r.name, r.buildDir])),
    registry: parseRegistry(env.REMOTES, defaultRegistry),
    runtime: {
      apiBase: env.API_BASE ?? '/api/',
      provider: {
        accountsUrl: env.PROVIDER_ACCOUNTS_URL ?? `${providerBase}/accounts`,
        apiUrl: env.PROVIDER_API_URL ?? `${providerBase}/v1`,
        sdkUrl: env.PROVIDER_SDK_URL ?? `${providerBase}/sdk/player.js`,
        clientId: env.PROVIDER_CLIENT_ID ?? 'upclub-web',
      },
      appVersion: APP_VERSION,
    },
    providerSim,
    providerServer: providerServerAccess(env, { providerSim, host, port }),
    seed: env.SEED !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
