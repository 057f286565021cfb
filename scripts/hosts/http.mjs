// fetch over a connection of its own, closed after the answer (no keep-alive).
import http from 'node:http';
import { Readable } from 'node:stream';

/**
 * Like fetch, on a new connection each time: a request to a cut host fails at connect instead of
 * being written into an old socket whose peer is gone, and no idle connection is left open to
 * hold up a server's graceful close (Fastify waits for its keep-alive timeout, 72 s).
 */
export function freshFetch(url, { method = 'GET', headers = {}, body, signal } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const flat = Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]);
      resolve(new Response(Readable.toWeb(res), { status: res.statusCode, headers: flat }));
    });
    req.on('error', reject);
    signal?.addEventListener('abort', () => req.destroy(signal.reason ?? new Error('aborted')), { once: true });
    req.end(body);
  });
}
