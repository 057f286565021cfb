import { providerConfig } from '@upclub/shared/providers/spotify';
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

it('installs Spotify, configured with its addresses when its code loads', async () => {
  const provider = startStreamingProvider(SPOTIFY);
  expect(provider.kind).toBe('spotify');
  expect(streamingProvider()).toBe(provider);
  // Unlinking is local to the browser on Spotify: a call that loads the code and asks nothing.
  await provider.accountLink.unlink();
  expect(providerConfig().apiUrl).toBe('https://api.provider.test/v1');
  expect(provider.accountLink.blocksMobile).toBe(true);
});

it('installs OpenSubsonic, configured with the name of its server when its code loads', async () => {
  const provider = startStreamingProvider({ kind: 'opensubsonic', serverName: 'Home music' });
  expect(provider.kind).toBe('opensubsonic');
  expect(streamingProvider()).toBe(provider);
  // There are no other devices on this provider: a call that loads the code and asks nothing.
  await provider.playback.transferPlayback('upclub-audio');
  expect(musicServerName()).toBe('Home music');
  expect(provider.playback.trackUri('42')).toBe('opensubsonic:track:42');
});
