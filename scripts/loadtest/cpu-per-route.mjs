// CPU per request, route by route, for docs/capacity.md: after the crowd has gone, one person
// calls each route many times in a row on one process, and /proc says how much CPU that process
// spent. One request at a time, so no other work is counted in; the bare health route gives the
// floor every request pays (HTTP, hooks, logging).
import { cpuTicks } from './deployment.mjs';
import { requestInit } from './requests.mjs';
import { PASSWORD } from './settings.mjs';

const CALLS = 1_000;
const WARM_UP = 20;

async function send(base, method, url, options) {
  const res = await fetch(base + url, { method, ...requestInit(options) });
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`${method} ${url} answered ${res.status}`);
}

/**
 * `pid` and `base` name one process; `user` is a signed-in person of the run and `other`
 * another; `post` a post id. Returns Markdown rows: route, calls, CPU ms per request.
 */
export async function cpuPerRoute({ pid, base, user, other, post }) {
  const as = { token: user.token };
  const routes = [
    ['GET health/live (floor)', (n) => Array.from({ length: n }, () => ['GET', '/api/health/live', {}])],
    ['GET getallfeed/new', (n) => repeat(n, 'GET', '/api/v1/getallfeed/new/', as)],
    ['GET getallfeed/trending', (n) => repeat(n, 'GET', '/api/v1/getallfeed/trending/', as)],
    ['GET getmyfeed/new', (n) => repeat(n, 'GET', '/api/v1/getmyfeed/new/', as)],
    ['GET getfirstlevelcomments/:post', (n) => repeat(n, 'GET', `/api/v1/getfirstlevelcomments/${post}/`, as)],
    ['GET getprofile/:id', (n) => repeat(n, 'GET', `/api/v1/getprofile/${other.id}/`, as)],
    ['GET getnotificationscount/', (n) => repeat(n, 'GET', '/api/v1/getnotificationscount/', as)],
    ['GET getmessagethreads/', (n) => repeat(n, 'GET', '/api/v1/getmessagethreads/', as)],
    [
      'POST likesongpost/ + unlikesongpost/ (each)',
      (n) =>
        Array.from({ length: n }, (_, i) => [
          'POST',
          `/api/v1/${i % 2 ? 'unlikesongpost' : 'likesongpost'}/`,
          { ...as, body: { song_post: post } },
        ]),
    ],
    [
      'POST postfirstlevelcomment/',
      (n) =>
        repeat(n, 'POST', '/api/v1/postfirstlevelcomment/', {
          ...as,
          body: { song_post: post, text: 'CPU per request' },
        }),
    ],
    [
      'POST login/ (one argon2id hash)',
      (n) => repeat(n, 'POST', '/api/v1/login/', { body: { username: user.username, password: PASSWORD } }),
      50,
    ],
  ];
  const rows = ['| route | calls | CPU ms per request |', '|---|---:|---:|'];
  for (const [name, calls, count = CALLS] of routes) {
    try {
      for (const [method, url, options] of calls(WARM_UP)) await send(base, method, url, options);
      const before = cpuTicks(pid);
      for (const [method, url, options] of calls(count)) await send(base, method, url, options);
      // Ticks are hundredths of a second.
      const ms = ((cpuTicks(pid) - before) * 10) / count;
      rows.push(`| ${name} | ${count} | ${ms.toFixed(2)} |`);
    } catch (error) {
      rows.push(`| ${name} | – | not measured: ${error.message} |`);
    }
  }
  return rows.join('\n');
}

function repeat(n, method, url, options) {
  return Array.from({ length: n }, () => [method, url, options]);
}
