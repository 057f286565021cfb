import Fastify from 'fastify';
import { providerSim } from './index';
import type { AuthMechanism } from './opensubsonic';
import type { ProviderClient, ProviderSimOptions } from './options';

/**
 * Runs the emulator on its own. Environment:
 *   PORT (8090), HOST (127.0.0.1; 0.0.0.0 in a container), BASE_PATH (prefix, default none),
 *   OPENSUBSONIC_AUTH (how /rest signs in, comma separated: password, token, apiKey; default all),
 *   PUBLIC_URL (default http://127.0.0.1:PORT + BASE_PATH), DATA_DIR (persist accounts and tokens),
 *   PROVIDER_CLIENTS (JSON: [{"clientId","redirectUris":[...],"clientSecret"?,"name"?}]) or
 *   CLIENT_ID + REDIRECT_URIS (comma separated) + CLIENT_SECRET,
 *   ACCESS_TOKEN_TTL_SECONDS, RATE_LIMIT_PER_MINUTE, QUOTA_EXCEEDED (1: every Web API call answers
 *   429 with the reason QUOTA_EXCEEDED).
 */
export interface ServerConfig {
  port: number;
  host: string;
  basePath: string;
  options: ProviderSimOptions;
}

const number = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};

function clientsFromEnv(env: NodeJS.ProcessEnv): ProviderClient[] {
  if (env.PROVIDER_CLIENTS) {
    const parsed: unknown = JSON.parse(env.PROVIDER_CLIENTS);
    if (!Array.isArray(parsed)) throw new Error('PROVIDER_CLIENTS must be a JSON array');
    return parsed as ProviderClient[];
  }
  if (env.CLIENT_ID) {
    return [
      {
        clientId: env.CLIENT_ID,
        redirectUris: (env.REDIRECT_URIS ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        clientSecret: env.CLIENT_SECRET || undefined,
      },
    ];
  }
  throw new Error('Set PROVIDER_CLIENTS (JSON) or CLIENT_ID and REDIRECT_URIS');
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = number(env.PORT, 'PORT') ?? 8090;
  const host = env.HOST || '127.0.0.1';
  const basePath = (env.BASE_PATH ?? '').replace(/\/+$/, '');
  if (basePath && !basePath.startsWith('/')) throw new Error('BASE_PATH must start with /');
  return {
    port,
    host,
    basePath,
    options: {
      publicUrl: env.PUBLIC_URL || `http://127.0.0.1:${port}${basePath}`,
      dataDir: env.DATA_DIR || undefined,
      // Checked by the plugin's options (an unknown mechanism refuses to start).
      openSubsonicAuth: env.OPENSUBSONIC_AUTH
        ? (env.OPENSUBSONIC_AUTH.split(',').map((s) => s.trim()) as AuthMechanism[])
        : undefined,
      clients: clientsFromEnv(env),
      accessTokenTtlSeconds: number(env.ACCESS_TOKEN_TTL_SECONDS, 'ACCESS_TOKEN_TTL_SECONDS'),
      rateLimitPerMinute: number(env.RATE_LIMIT_PER_MINUTE, 'RATE_LIMIT_PER_MINUTE'),
      quotaExceeded: env.QUOTA_EXCEEDED === '1' || env.QUOTA_EXCEEDED === 'true',
    },
  };
}

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = configFromEnv(env);
  const app = Fastify({ logger: true });
  await app.register(providerSim, { ...config.options, prefix: config.basePath });
  const close = (signal: string): void => {
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
