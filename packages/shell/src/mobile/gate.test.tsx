import type { ReactNode } from 'react';
import { streamingProvider } from '@upclub/shared/providers';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { showMobileNoticeIfBlocked } from './gate';

jest.mock('../config/runtimeConfig', () => ({ loadRuntimeConfig: jest.fn() }));

const spotify = {
  kind: 'spotify' as const,
  accountsUrl: 'https://accounts.example',
  apiUrl: 'https://api.example/v1',
  sdkUrl: 'https://sdk.example/player.js',
  clientId: 'upclub-web',
};
const openSubsonic = { kind: 'opensubsonic' as const, serverName: 'Home' };
const configWith = (provider: typeof spotify | typeof openSubsonic) => ({
  apiBase: '/api/',
  appVersion: '1',
  provider,
});

it('a provider that cannot play in a mobile browser (Spotify) gets the notice, and the app does not start', async () => {
  jest.mocked(loadRuntimeConfig).mockResolvedValue(configWith(spotify));
  const shown: ReactNode[] = [];
  await expect(showMobileNoticeIfBlocked((node) => shown.push(node))).resolves.toBe(true);
  expect(shown).toHaveLength(1);
});

it('a provider that plays anywhere (OpenSubsonic) lets the phone into the app, and installs that provider', async () => {
  jest.mocked(loadRuntimeConfig).mockResolvedValue(configWith(openSubsonic));
  const shown: ReactNode[] = [];
  await expect(showMobileNoticeIfBlocked((node) => shown.push(node))).resolves.toBe(false);
  expect(shown).toEqual([]);
  expect(streamingProvider().kind).toBe('opensubsonic');
});
