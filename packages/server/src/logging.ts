import type { FastifyRequest } from 'fastify';

/** Query parameters that carry credentials and must never reach a log line. */
const SECRET_PARAMS = [
  'code',
  'state',
  'code_verifier',
  'access_token',
  'refresh_token',
  'token',
  'resetcode',
  'password',
  // A signed stream URL (v1/music/stream/) plays for hours: its signature stays out of logs.
  'signature',
];

/** The URL with every secret query value replaced, e.g. /authorize-spotify?code=[redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** pino options of the one-process server: request lines without secrets. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
