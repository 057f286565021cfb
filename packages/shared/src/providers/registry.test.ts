import { providerConfig } from '@upclub/shared/provider';
import { musicServerName } from '@upclub/shared/providers/opensubsonic';
import { providerKindOf, startStreamingProvider, streamingProvider } from './registry';

const SPOTIFY = {
  accountsUrl: 'https://accounts.provider.test/',
  apiUrl: 'https://api.provider.test/v1/',
  sdkUrl: 'https://sdk.provider.test/player.js',
  clientId: 'upclub-web',
};

it('a config without a kind is a Spotify one (written before providers had kinds)', () => {
  expect(providerKindOf(SPOTIFY)).toBe('spotify');
  expect(providerKindOf({ kind: 'opensubsonic', serverName: 'Home' })).toBe('opensubsonic');
});

it('installs Spotify with its addresses', async () => {
  const provider = await startStreamingProvider(SPOTIFY);
  expect(provider.kind).toBe('spotify');
  expect(streamingProvider()).toBe(provider);
  expect(providerConfig().apiUrl).toBe('https://api.provider.test/v1');
  expect(provider.accountLink.blocksMobile).toBe(true);
});

it('installs OpenSubsonic with the name of its server', async () => {
  const provider = await startStreamingProvider({ kind: 'opensubsonic', serverName: 'Home music' });
  expect(provider.kind).toBe('opensubsonic');
  expect(streamingProvider()).toBe(provider);
  expect(musicServerName()).toBe('Home music');
  expect(provider.playback.trackUri('42')).toBe('opensubsonic:track:42');
});
