import fp from 'fastify-plugin';
import { ConfigError } from '../../config';
import type { ProviderCredentials, TrackResolver } from '../../lib/track-resolver';
import { openSubsonicProvider } from '../../providers/opensubsonic';
import { createMusicLinks } from '../../providers/opensubsonic/links';
import { musicBaseOf } from '../../providers/opensubsonic/map';
import {
  createOpenSubsonicMusic,
  type OpenSubsonicMusic,
  type OpenSubsonicOptions,
} from '../../providers/opensubsonic/service';
import { createVault, loadOrCreateCredentialKey } from '../../providers/opensubsonic/vault';
import type { MusicProvider } from '../../providers/provider';
import { spotifyProvider } from '../../providers/spotify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The deployment's provider: its track resolver and demo tracks. */
    provider: MusicProvider;
    /** The OpenSubsonic side (links, music routes); null on a Spotify deployment. */
    music: OpenSubsonicMusic | null;
  }
}

export interface MusicPluginOptions {
  /** Spotify: the Web API's client credentials. */
  provider?: ProviderCredentials;
  /** OpenSubsonic: the server and the service account (present: the deployment is OpenSubsonic). */
  openSubsonic?: OpenSubsonicOptions;
  /** Tests: a resolver of their own (either provider). */
  trackResolver?: TrackResolver;
  /** Several processes share the database: a generated key in one DATA_DIR would not be shared. */
  databaseUrl?: string;
}

export default fp<MusicPluginOptions>(
  async (app, options) => {
    const { openSubsonic } = options;
    let music: OpenSubsonicMusic | null = null;
    let provider: MusicProvider;
    if (openSubsonic) {
      let key = openSubsonic.credentialKey;
      if (!key) {
        if (options.databaseUrl) {
          throw new ConfigError(
            'PROVIDER=opensubsonic with DATABASE_URL needs CREDENTIAL_KEY (32 bytes, base64 or hex): every API process must share it',
          );
        }
        const loaded = loadOrCreateCredentialKey(app.config.dataDir);
        key = loaded.key;
        if (loaded.created)
          app.log.info('CREDENTIAL_KEY is not set: made one and kept it in DATA_DIR (credential.key)');
      }
      const vault = createVault(key);
      music = createOpenSubsonicMusic({
        ...openSubsonic,
        links: createMusicLinks(app.db, vault),
        vault,
        map: { musicBase: musicBaseOf(app.config.publicUrl) },
      });
      provider = openSubsonicProvider(music);
    } else {
      provider = spotifyProvider(options.provider);
    }
    if (options.trackResolver) provider = { ...provider, trackResolver: options.trackResolver };
    app.decorate('provider', provider);
    app.decorate('music', music);
  },
  { name: 'music', dependencies: ['db', 'config'] },
);
