import type { FastifyInstance } from 'fastify';
import { buildApp } from '@upclub/api';
import { providerSim } from '@upclub/provider-sim';
import type { ServerConfig } from './config';
import { registerSecurity } from './security';
import { registerFrontends } from './frontends';
import { loggerOptions } from './logging';

export { readConfig, type ServerConfig } from './config';
export { contentSecurityPolicy } from './security';

/** Everything of UpClub on one Fastify instance: API, provider emulator, shell and remotes. */
export async function createServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = await buildApp({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    publicUrl: config.publicUrl,
    mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
    seed: config.seed,
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel),
  });
  registerSecurity(app, config);
  if (config.providerSim) {
    await app.register(providerSim, {
      prefix: '/provider',
      publicUrl: `${config.publicUrl}/provider`,
      dataDir: config.dataDir,
      clients: [{ name: 'UpClub', clientId: config.runtime.provider.clientId, redirectUris: [`${config.publicUrl}/authorize-spotify`] }],
    });
  }
  await registerFrontends(app, config);
  return app;
}
