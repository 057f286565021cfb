import type { FastifyPluginAsync } from 'fastify';
import { accountsService } from './accounts';
import { imageRoutes } from './catalogue';
import { createContext } from './context';
import { openSubsonicApi } from './opensubsonic';
import type { ProviderSimOptions } from './options';
import { sdkRoutes } from './sdk/routes';
import { webApi } from './web-api';

/**
 * The streaming provider's local emulator as an encapsulated Fastify plugin:
 * `app.register(providerSim, { prefix: '/provider', publicUrl, clients })` serves
 * `<prefix>/accounts/authorize`, `<prefix>/accounts/api/token`, `<prefix>/v1/...` (the Web API),
 * `<prefix>/sdk/player.js` (the Web Playback SDK stand-in), `<prefix>/images/...` (cover art) and
 * `<prefix>/rest/...` (the same catalogue and accounts as an OpenSubsonic server).
 */
export const providerSim: FastifyPluginAsync<ProviderSimOptions> = async (app, options) => {
  const ctx = createContext(options, { warn: (message) => app.log.warn(message) });
  app.addHook('onClose', () => ctx.store.flush());
  await app.register(accountsService, { ctx, prefix: '/accounts' });
  await app.register(webApi, { ctx, prefix: '/v1' });
  await app.register(sdkRoutes, { ctx, prefix: '/sdk' });
  await app.register(imageRoutes, { prefix: '/images' });
  await app.register(openSubsonicApi, { ctx, prefix: '/rest' });
};

export default providerSim;

export type { ProviderClient, ProviderSimOptions } from './options';
export { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, AUTHORIZATION_CODE_TTL_SECONDS } from './options';
export { createContext, type ProviderContext } from './context';
export { ProviderStore, SEED_ACCOUNTS, STORE_FILE_NAME, type Account, type Product, type TokenGrant } from './store';
export {
  hasScope,
  productForAccessToken,
  requestAuth,
  requirePremium,
  requireUser,
  type PlayerScope,
  type RequestAuth,
} from './web-api/auth';
export {
  apiErrorBody,
  sendApiError,
  sendTooManyRequests,
  sendQuotaExceeded,
  sendPremiumRequired,
  sendInsufficientScope,
  API_MESSAGES,
  type ApiErrorBody,
  type PlayerErrorReason,
} from './errors';
export { createRateLimiter, type RateLimiter, type RateDecision } from './rate-limit';
export { s256Challenge, verifyS256 } from './accounts/pkce';
export { demoTrackDetails, getCatalogue, type DemoTrackDetails } from './catalogue';
export { PlayerHub, type DeviceCommand, type SdkTrack } from './player/hub';
export {
  AUTH_MECHANISMS,
  DEMO_PASSWORD,
  demoApiKey,
  SERVER_TYPE,
  SERVER_VERSION,
  SUBSONIC_API_VERSION,
  type AuthMechanism,
} from './opensubsonic';
