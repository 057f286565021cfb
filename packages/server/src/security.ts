import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config';

function originOf(url: string, base: string): string | null {
  try {
    const origin = new URL(url, base).origin;
    return origin === new URL(base).origin ? null : origin;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A remote served from this machine (a team's `pnpm --filter @upclub/<name>-mfe dev`) reloads the page
 * over a WebSocket to its dev server: its ws: origin is admitted too, and only for loopback origins.
 */
function devReloadOrigin(origin: string | null): string | null {
  if (!origin) return null;
  const url = new URL(origin);
  return LOOPBACK.has(url.hostname) ? origin.replace(/^http/, 'ws') : null;
}

/**
 * The content security policy: scripts and connections only from this origin, the remotes'
 * origins of the registry and the provider's origins — nothing else runs in the page.
 */
export function contentSecurityPolicy(config: ServerConfig): string {
  const base = config.publicUrl;
  const remoteOrigins = Object.values(config.registry).map((u) => originOf(u, base));
  const p = config.runtime.provider;
  // An OpenSubsonic deployment's media and covers come from this origin (the API's proxy): the
  // page needs no provider origin at all.
  const spotify = p.kind === 'opensubsonic' ? undefined : p;
  const providerOrigins = spotify
    ? [spotify.accountsUrl, spotify.apiUrl, spotify.sdkUrl].map((u) => originOf(u, base))
    : [];
  const apiOrigin = originOf(config.runtime.apiBase, base);
  const uniq = (xs: Array<string | null>) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
  const scripts = uniq([...remoteOrigins, ...providerOrigins]);
  const connect = uniq([...remoteOrigins, ...remoteOrigins.map(devReloadOrigin), ...providerOrigins, apiOrigin]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'connect-src': ["'self'", ...connect],
    // styled-components injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The provider's cover art (the emulator's generated SVGs may come from a plain-http origin).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...uniq(providerOrigins)],
    'font-src': ["'self'", 'data:', ...uniq(remoteOrigins)],
    'media-src': ["'self'", 'blob:', 'data:', ...uniq(providerOrigins)],
    'frame-src': ["'self'", ...uniq(providerOrigins)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...uniq([spotify ? originOf(spotify.accountsUrl, base) : null])],
    'frame-ancestors': ["'none'"],
  };
  if (config.forceHttps) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([k, v]) => [k, ...v].join(' '))
    .join('; ');
}

/** Security headers on every answer, and the https redirect of the spec's routing rules. */
export function registerSecurity(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config);
  const publicUrl = new URL(config.publicUrl);
  publicUrl.protocol = 'https:';
  const httpsOrigin = publicUrl.origin;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!config.forceHttps) return;
    // With trustProxy, request.protocol honours X-Forwarded-Proto from the proxy in front.
    if (request.protocol === 'https') return;
    // To the address people open (PUBLIC_URL), never to the request's Host or X-Forwarded-Host:
    // those are the client's to write, and would make this an open redirect.
    return reply.redirect(`${httpsOrigin}${request.url}`, 301);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A page that brings its own policy keeps it (the provider emulator's pages are stricter).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (config.forceHttps) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
