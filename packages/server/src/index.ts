import type { FastifyInstance } from 'fastify';
import type { TrackDetails } from '@upclub/shared/types';
import { appOptionsOf, buildApp, DEMO_TRACK_COUNT, musicBaseOf, subsonicTrackDetails } from '@upclub/api';
import { demoTrackDetails, getCatalogue, providerSim } from '@upclub/provider-sim';
import type { ServerConfig } from './config';
import { registerSecurity } from './security';
import { registerFrontends } from './frontends';
import { loggerOptions } from './logging';

export { readConfig, type ServerConfig } from './config';
export { contentSecurityPolicy } from './security';

/**
 * The demo posts' songs from the emulator's catalogue, as the API caches each provider's tracks.
 * The emulator is not listening yet while the API seeds, so its catalogue is read here: on its
 * OpenSubsonic face a song has the same id, and its album's cover art id is `al-<album id>`.
 */
function emulatorDemoTracks(config: ServerConfig, emulatorUrl: string): TrackDetails[] {
  const tracks = demoTrackDetails(emulatorUrl, DEMO_TRACK_COUNT);
  if (!config.openSubsonic) return tracks;
  const catalogue = getCatalogue();
  const map = { musicBase: musicBaseOf(config.publicUrl) };
  return tracks.map((track) =>
    subsonicTrackDetails(map, {
      id: track.id,
      title: track.name,
      artists: track.artists,
      coverArt: `al-${catalogue.track(track.id)!.albumId}`,
      duration: track.duration_ms / 1000,
    }),
  );
}

/** Everything of UpClub on one Fastify instance: API, provider emulator, shell and remotes. */
export async function createServer(config: ServerConfig): Promise<FastifyInstance> {
  // Where browsers reach the emulator; the API reaches it over loopback (config.providerServer).
  const emulatorUrl = `${config.publicUrl}/provider`;
  const spotify = config.runtime.provider.kind !== 'opensubsonic' ? config.runtime.provider : undefined;
  const app = await buildApp({
    ...appOptionsOf(config),
    provider: config.providerServer,
    openSubsonic: config.openSubsonic,
    // The emulator's art moves with this server's address: the track cache keeps it relative.
    // (An OpenSubsonic deployment's covers are the API's own proxy: the API's default.)
    providerBaseUrl: config.providerSim && spotify ? emulatorUrl : undefined,
    // Demo posts use real tracks of the emulator's catalogue; a configured music server's are
    // drawn by the API itself, and a real Spotify's are unknown here.
    demoTracks: config.providerSim ? emulatorDemoTracks(config, emulatorUrl) : undefined,
    logger: loggerOptions(config.logLevel),
  });
  registerSecurity(app, config);
  if (config.providerSim) {
    await app.register(providerSim, {
      prefix: '/provider',
      publicUrl: emulatorUrl,
      dataDir: config.dataDir,
      quotaExceeded: config.providerSimQuotaExceeded,
      clients: spotify
        ? [
            {
              name: 'UpClub',
              clientId: spotify.clientId,
              clientSecret: config.providerServer?.clientSecret,
              redirectUris: [`${config.publicUrl}/authorize-spotify`],
            },
          ]
        : [],
    });
  }
  await registerFrontends(app, config);
  return app;
}
