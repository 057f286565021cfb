import type { FastifyPluginAsync } from 'fastify';
import broadcasts from './broadcasts';
import metrics from './metrics';

/** The Staff calls of spec part 2 §7: metrics need user_type bit 2, broadcasts bit 4 (403 otherwise). */
const staffRoutes: FastifyPluginAsync = async (app) => {
  await app.register(metrics);
  await app.register(broadcasts);
};

export default staffRoutes;
