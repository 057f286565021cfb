import { ClientRegistry } from './accounts/clients';
import { CodeStore } from './accounts/codes';
import { resolveOptions, type ProviderSimOptions, type ResolvedOptions } from './options';
import { PlayerHub } from './player/hub';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { ProviderStore, type StoreLogger } from './store';

/** Everything the routes of one plugin instance share. */
export interface ProviderContext {
  options: ResolvedOptions;
  now: () => number;
  store: ProviderStore;
  clients: ClientRegistry;
  codes: CodeStore;
  rateLimiter?: RateLimiter;
  /** New accounts from the consent page, per client IP. */
  newAccounts: RateLimiter;
  /** Player devices (the player scripts) and each account's playback. */
  player: PlayerHub;
}

export function createContext(options: ProviderSimOptions, log?: StoreLogger): ProviderContext {
  const resolved = resolveOptions(options);
  const { now } = resolved;
  return {
    options: resolved,
    now,
    store: ProviderStore.open({ dataDir: resolved.dataDir, now, log }),
    clients: new ClientRegistry(resolved.clients),
    codes: new CodeStore(now),
    rateLimiter: resolved.rateLimitPerMinute
      ? createRateLimiter({ limit: resolved.rateLimitPerMinute, windowMs: 60_000, now })
      : undefined,
    newAccounts: createRateLimiter({ limit: resolved.newAccountsPerHour, windowMs: 3_600_000, now }),
    player: new PlayerHub(now, resolved.publicUrl),
  };
}
