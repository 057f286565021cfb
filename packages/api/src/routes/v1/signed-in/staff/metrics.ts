import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  METRIC_CATEGORIES,
  METRICS_DEFAULT_RANGE_DAYS,
  METRICS_MAX_RANGE_DAYS,
  USER_TYPE_METRICS,
} from '@upclub/shared/constants';
import { fieldError } from '../../../../errors';
import { errorResponses } from '../../../../schemas/common';
import { staffWith } from './access';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date (YYYY-MM-DD).')
  // Year 0 parses in JavaScript but not in PostgreSQL.
  .refine(
    (s) => s >= '0001' && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && isoDay(new Date(`${s}T00:00:00Z`)) === s,
    {
      message: 'Enter a valid date (YYYY-MM-DD).',
    },
  );

const metricDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD (UTC)'),
  total: z.number().int().describe('How many that day'),
});

/** GET v1/getallmetrics/{category}: the staff metrics page's one request per category. */
const metrics: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/getallmetrics/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Metrics of one category per day (needs user_type bit 2, metric access)',
        description:
          `{id} is the category: ${METRIC_CATEGORIES.join(', ')}. Every UTC day from \`from\` to \`to\` ` +
          `(YYYY-MM-DD, both included, default the last ${METRICS_DEFAULT_RANGE_DAYS} days up to today, at most ` +
          `${METRICS_MAX_RANGE_DAYS} days), oldest first, days without activity as 0: users signed up, song posts ` +
          'made, upvotes, comments and messages sent. 403 without metric access.',
        params: z.object({ id: z.enum(METRIC_CATEGORIES) }),
        querystring: z.object({ from: dayParam.optional(), to: dayParam.optional() }),
        response: { 200: z.object({ days: z.array(metricDaySchema) }), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      staffWith(request, USER_TYPE_METRICS);
      const to = request.query.to ?? isoDay(app.config.now());
      const toMs = Date.parse(`${to}T00:00:00Z`);
      const from = request.query.from ?? isoDay(new Date(toMs - (METRICS_DEFAULT_RANGE_DAYS - 1) * DAY_MS));
      const span = (toMs - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
      if (span < 1) throw fieldError('from', 'Ensure this date is not after to.');
      if (span > METRICS_MAX_RANGE_DAYS) {
        throw fieldError('from', `Ensure the range is at most ${METRICS_MAX_RANGE_DAYS} days.`);
      }
      return { days: await app.metrics.days(request.params.id, from, to) };
    },
  );
};

export default metrics;
