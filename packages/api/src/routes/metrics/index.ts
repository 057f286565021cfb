import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { LOAD_SHED_EXEMPT } from '../../plugins/infra/load-shedding';

export const METRICS_TOKEN_NEEDED = 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.';
export const METRICS_LOOPBACK_ONLY =
  'Metrics are answered only to this machine (loopback, not through a proxy) while METRICS_TOKEN is unset.';

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a listener on `::` sees ::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.toLowerCase().replace(/^::ffff:/, '');
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * Without a token: the peer of the socket itself (not request.ip, which a trusted proxy's
 * X-Forwarded-For sets) is loopback, and no proxy forwarded the request. A reverse proxy on this
 * machine connects from loopback too; nginx and most others then add X-Forwarded-For.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.raw.socket.remoteAddress) &&
    FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /api/metrics: the Prometheus text format of this process (plugins/infra/prometheus.ts),
 * outside the product API (no version, not in the OpenAPI document). With METRICS_TOKEN it asks
 * for `Authorization: Bearer <token>` (401 otherwise), compared in constant time; without, it
 * answers only clients on this machine (404 to the rest). Never shed: an overloaded process is
 * what a scrape should see.
 */
const metrics: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  // Digests of equal length: the comparison takes the same time whatever is sent.
  const expected = token === undefined ? null : digest(token);

  app.get('/metrics', { config: LOAD_SHED_EXEMPT, schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      if (!match || !timingSafeEqual(digest(match[1]), expected)) {
        throw new ApiError(401, { detail: METRICS_TOKEN_NEEDED }, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
      }
    } else if (!fromThisMachine(request)) {
      throw new ApiError(404, { detail: METRICS_LOOPBACK_ONLY });
    }
    const text = await app.prometheus.scrape();
    return reply.header('cache-control', 'no-store').type(app.prometheus.contentType).send(text);
  });
};

export default metrics;
