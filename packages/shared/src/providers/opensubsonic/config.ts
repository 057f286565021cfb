import type { OpenSubsonicRuntimeConfig } from '@upclub/shared/types';

let serverName = '';

/** Called once by the shell with /config.json's `provider` block, before anything mounts. */
export function configureOpenSubsonic(config: OpenSubsonicRuntimeConfig): void {
  serverName = config.serverName;
}

/** What the connect page calls the deployment's music server ('' before the shell configured it). */
export const musicServerName = (): string => serverName;
