import fp from 'fastify-plugin';
import type { AppConfig } from '../../options';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** The resolved options every other plugin reads (src/options.ts). */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
