import * as v from 'valibot';
import { APP_VERSION } from '@upclub/shared/constants';
import type { RuntimeConfig } from '@upclub/shared/types';
import { bootFetch } from './bootFetches';

const filled = () => v.pipe(v.string(), v.minLength(1));

const runtimeConfigSchema = v.object({
  apiBase: filled(),
  provider: v.object({
    accountsUrl: filled(),
    apiUrl: filled(),
    sdkUrl: filled(),
    clientId: filled(),
  }),
  appVersion: v.optional(v.string(), APP_VERSION),
});

/** The shell's runtime configuration (/config.json): one build runs against any deployment. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await bootFetch(url);
  if (!res.ok) throw new Error(`Configuration answered ${res.status}`);
  return v.parse(runtimeConfigSchema, await res.json());
}
