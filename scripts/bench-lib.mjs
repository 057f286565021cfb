// What the benchmarks (bench-api.mjs, bench-feed.mjs) share: signing the seeded demo user in.

/** Signs the seeded demo user in on the API at `base`; returns the headers of an authenticated request. */
export async function demoAuth(base) {
  const login = await fetch(`${base}/api/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'upclub-demo' }),
  });
  const { token } = await login.json();
  return { authorization: `Token ${token}` };
}
