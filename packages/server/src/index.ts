import type { FastifyInstance } from 'fastify';
import { appOptionsOf, buildApp } from '@upclub/api';
import { demoTrackDetails, providerSim } from '@upclub/provider-sim';
import type { ServerConfig } from './config';
import { registerSecurity } from './security';
import { registerFrontends } from './frontends';
import { loggerOptions } from './logging';

export { readConfig, type ServerConfig } from './config';
export { contentSecurityPolicy } from './security';

/** How many catalogue tracks the demo posts draw on. */
const DEMO_TRACK_COUNT = 48;

/** Everything of UpClub on one Fastify instance: API, provider emulator, shell and remotes. */
export async function createServer(config: ServerConfig): Promise<FastifyInstance> {
  // Where browsers reach the emulator; the API reaches it over loopback (config.providerServer).
  const emulatorUrl = `${config.publicUrl}/provider`;
  const app = await buildApp({
    ...appOptionsOf(config),
    provider: config.providerServer,
    // The emulator's art moves with this server's address: the track cache keeps it relative.
    providerBaseUrl: config.providerSim ? emulatorUrl : undefined,
    // Demo posts use real tracks of the emulator's catalogue (a real provider's are unknown here).
    demoTracks: config.providerSim ? demoTrackDetails(emulatorUrl, DEMO_TRACK_COUNT) : undefined,
    logger: loggerOptions(config.logLevel),
  });
  registerSecurity(app, config);
  if (config.providerSim) {
    await app.register(providerSim, {
      prefix: '/provider',
      publicUrl: emulatorUrl,
      dataDir: config.dataDir,
      quotaExceeded: config.providerSimQuotaExceeded,
      clients: [
        {
          name: 'UpClub',
          clientId: config.runtime.provider.clientId,
          clientSecret: config.providerServer?.clientSecret,
          redirectUris: [`${config.publicUrl}/authorize-spotify`],
        },
      ],
    });
  }
  await registerFrontends(app, config);
  return app;
}
