import { z } from 'zod';
import { APP_VERSION } from '@upclub/shared/constants';
import type { RuntimeConfig } from '@upclub/shared/types';

const runtimeConfigSchema = z.object({
  apiBase: z.string().min(1),
  provider: z.object({
    accountsUrl: z.string().min(1),
    apiUrl: z.string().min(1),
    sdkUrl: z.string().min(1),
    clientId: z.string().min(1),
  }),
  appVersion: z.string().default(APP_VERSION),
});

/** The shell's runtime configuration (/config.json): one build runs against any deployment. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`Configuration answered ${res.status}`);
  return runtimeConfigSchema.parse(await res.json());
}
