import * as v from 'valibot';
import { APP_VERSION } from '@upclub/shared/constants';
import type { RuntimeConfig } from '@upclub/shared/types';
import { bootFetch } from './bootFetches';

const filled = () => v.pipe(v.string(), v.minLength(1));

/** A Spotify deployment (a config without `kind` was written before providers had kinds). */
const spotifySchema = v.object({
  kind: v.optional(v.literal('spotify')),
  accountsUrl: filled(),
  apiUrl: filled(),
  sdkUrl: filled(),
  clientId: filled(),
});

/** An OpenSubsonic deployment: the browser reaches the server through the API only. */
const openSubsonicSchema = v.object({
  kind: v.literal('opensubsonic'),
  serverName: filled(),
});

const runtimeConfigSchema = v.object({
  apiBase: filled(),
  provider: v.union([openSubsonicSchema, spotifySchema]),
  appVersion: v.optional(v.string(), APP_VERSION),
});

/** The shell's runtime configuration (/config.json): one build runs against any deployment. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await bootFetch(url);
  if (!res.ok) throw new Error(`Configuration answered ${res.status}`);
  return v.parse(runtimeConfigSchema, await res.json());
}
