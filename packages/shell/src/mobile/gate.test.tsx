import type { ReactNode } from 'react';
import { startStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { showMobileNoticeIfBlocked } from './gate';

jest.mock('@upclub/shared/providers', () => ({ startStreamingProvider: jest.fn() }));
jest.mock('../config/runtimeConfig', () => ({ loadRuntimeConfig: jest.fn() }));

const config = { apiBase: '/api/', appVersion: '1', provider: { kind: 'opensubsonic' as const, serverName: 'Home' } };

beforeEach(() => jest.mocked(loadRuntimeConfig).mockResolvedValue(config));

it('a provider that cannot play in a mobile browser (Spotify) gets the notice, and the app does not start', async () => {
  jest.mocked(startStreamingProvider).mockResolvedValue(fakeStreamingProvider('spotify'));
  const shown: ReactNode[] = [];
  await expect(showMobileNoticeIfBlocked((node) => shown.push(node))).resolves.toBe(true);
  expect(shown).toHaveLength(1);
});

it('a provider that plays anywhere (OpenSubsonic) lets the phone into the app', async () => {
  jest.mocked(startStreamingProvider).mockResolvedValue(fakeStreamingProvider('opensubsonic'));
  const shown: ReactNode[] = [];
  await expect(showMobileNoticeIfBlocked((node) => shown.push(node))).resolves.toBe(false);
  expect(shown).toEqual([]);
  expect(startStreamingProvider).toHaveBeenCalledWith(config.provider);
});
