// The public surface of @upclub/api, for the one-process server (packages/server).
export { buildApp } from './app';
export type { AppOptions } from './options';
export { DEMO_LOGINS, type DemoLogin } from './db/seed';
export { closeOnSignals } from './shutdown';
