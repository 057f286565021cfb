// The public surface of @upclub/api, for the one-process server (packages/server).
export { buildApp } from './app';
export type { AppOptions } from './options';
export { DEMO_LOGINS, type DemoLogin } from './db/seed';
export { closeOnSignals } from './shutdown';
export { runCluster, type ClusterOptions } from './cluster';
// Track details (DESIGN §2): the one-process server passes a resolver and the demo catalogue.
export {
  createHttpTrackResolver,
  createListTrackResolver,
  TrackProviderError,
  type ProviderCredentials,
  type TrackResolver,
} from './lib/track-resolver';
// The deployment's provider: PROVIDER=opensubsonic's options, and how its songs look as cached
// track details (the one-process server maps its emulator's catalogue for the demo posts).
export { DEMO_TRACK_COUNT, PROVIDER_KINDS, type ProviderKind } from './providers/provider';
export type { OpenSubsonicOptions, ServiceAccount } from './providers/opensubsonic/service';
export { musicBaseOf, toTrackDetails as subsonicTrackDetails, type SubsonicChild } from './providers/opensubsonic/map';
// The environment, read by one set of rules (the one-process server adds its own variables).
export {
  API_ENV_DEFAULTS,
  appOptionsOf,
  ConfigError,
  fastifyTrustProxy,
  localAddress,
  openSubsonicOptions,
  providerCredentials,
  readApiEnv,
  readFlag,
  readText,
  readWorkers,
  type ApiEnv,
  type Env,
  type EnvDefaults,
  type OpenSubsonicEnv,
  type ProviderEnv,
  type TrustProxy,
} from './config';
