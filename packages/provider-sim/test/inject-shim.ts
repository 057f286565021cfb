/**
 * Safety net, test-only: fastify's `inject` loads light-my-request, which requires `cookie` 2,
 * an ESM-only package, and jest on Node 20 cannot require ESM ("Must use import to load ES
 * Module") unless the jest config transforms it. When that load fails, the one function
 * light-my-request uses (`stringifySetCookie({ name, value })`, for `inject({ cookies })`) is
 * stood in for. With the root config transforming `cookie`, this does nothing.
 */
import path from 'node:path';

function unloadableCookiePath(): string | undefined {
  let cookiePath: string;
  try {
    const fastifyDir = path.dirname(require.resolve('fastify/package.json'));
    const lmrDir = path.dirname(require.resolve('light-my-request/package.json', { paths: [fastifyDir] }));
    cookiePath = require.resolve('cookie', { paths: [lmrDir] });
  } catch {
    return undefined;
  }
  try {
    require(cookiePath);
    return undefined;
  } catch {
    return cookiePath;
  }
}

const cookiePath = unloadableCookiePath();
if (cookiePath) {
  jest.doMock(cookiePath, () => ({
    stringifySetCookie: (cookie: { name: string; value?: string }) =>
      `${cookie.name}=${cookie.value == null ? '' : encodeURIComponent(cookie.value)}`,
  }));
}
