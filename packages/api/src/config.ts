import path from 'node:path';
import type { ProviderCredentials } from './lib/track-resolver';
import { DEFAULT_DATA_DIR, DEFAULT_HOST, DEFAULT_PORT, type AppOptions } from './options';

export interface ServerEnv {
  port: number;
  host: string;
  app: AppOptions;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const flag = (value: string | undefined) => value === '1' || value === 'true';

/**
 * The database settings the server and the CLI share: DATA_DIR and DATABASE_URL. A relative
 * DATA_DIR is taken from where the command was typed (INIT_CWD under `pnpm run`, which itself
 * runs in packages/api).
 */
export function readDatabaseEnv(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl?: string } {
  const dataDir = env.DATA_DIR ? path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR) : DEFAULT_DATA_DIR;
  return { dataDir, databaseUrl: env.DATABASE_URL || undefined };
}

/**
 * The streaming provider the API resolves track details at: all four variables, or none
 * (then posting answers 502 until a provider is configured).
 */
export function readProviderEnv(env: NodeJS.ProcessEnv = process.env): ProviderCredentials | undefined {
  const accountsUrl = env.PROVIDER_ACCOUNTS_URL;
  const apiUrl = env.PROVIDER_API_URL;
  const clientId = env.PROVIDER_CLIENT_ID;
  const clientSecret = env.PROVIDER_CLIENT_SECRET;
  if (!accountsUrl || !apiUrl || !clientId || !clientSecret) return undefined;
  return { accountsUrl, apiUrl, clientId, clientSecret };
}

/** Every setting of src/server.ts from the environment. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST || DEFAULT_HOST;
  const corsOrigins = list(env.CORS_ORIGINS);
  return {
    port,
    host,
    app: {
      ...readDatabaseEnv(env),
      publicUrl: env.PUBLIC_URL || `http://${host === '0.0.0.0' ? DEFAULT_HOST : host}:${port}`,
      mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || undefined },
      corsOrigins,
      seed: flag(env.SEED),
      trustProxy: flag(env.TRUST_PROXY),
      logger: { level: env.LOG_LEVEL || 'info' },
      provider: readProviderEnv(env),
    },
  };
}
