import { z } from 'zod/mini';
import { APP_VERSION } from '@upclub/shared/constants';
import type { RuntimeConfig } from '@upclub/shared/types';

const runtimeConfigSchema = z.object({
  apiBase: z.string().check(z.minLength(1)),
  provider: z.object({
    accountsUrl: z.string().check(z.minLength(1)),
    apiUrl: z.string().check(z.minLength(1)),
    sdkUrl: z.string().check(z.minLength(1)),
    clientId: z.string().check(z.minLength(1)),
  }),
  appVersion: z._default(z.string(), APP_VERSION),
});

/** The shell's runtime configuration (/config.json): one build runs against any deployment. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Configuration answered ${res.status}`);
  return runtimeConfigSchema.parse(await res.json());
}
