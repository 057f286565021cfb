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
// The environment, read by one set of rules (the one-process server adds its own variables).
export {
  API_ENV_DEFAULTS,
  appOptionsOf,
  ConfigError,
  fastifyTrustProxy,
  localAddress,
  providerCredentials,
  readApiEnv,
  readFlag,
  readText,
  readWorkers,
  type ApiEnv,
  type Env,
  type EnvDefaults,
  type ProviderEnv,
  type TrustProxy,
} from './config';
