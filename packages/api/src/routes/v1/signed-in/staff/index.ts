import type { FastifyPluginAsync } from 'fastify';
import metrics from './metrics';

/** The Staff calls of spec part 2 §7: metrics need user_type bit 2, broadcasts bit 4 (403 otherwise). */
const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(metrics);
};

export default staffRoutes;
