// The search line of `pnpm bench` for issue 24: one account sends worst-case searches (patterns
// too short for the trigram indexes, wildcards) 12 at a time, back to back without waiting, while
// autocannon reads the first page of the feed; the feed's p99 and errors (a 503 is an exhausted
// pool) say whether the searches reach other requests. Targets: feed p99 <= 50 ms, no feed error.
import autocannon from 'autocannon';

const FLOOD = 12;
const WORST_QUERIES = ['a', '%', '_', 'e'];

export const SEARCH_FLOOD_NAME = `search flood (${FLOOD} worst-case searches, one account)`;

export async function benchSearchFlood({ base, auth, duration, feedConnections = 4 }) {
  const statuses = new Map();
  const okMs = [];
  let stop = false;
  const searcher = async (i) => {
    const query = encodeURIComponent(WORST_QUERIES[i % WORST_QUERIES.length]);
    const path = i % 3 === 2 ? `searchusername/${query}` : `searchsongposttitle/${query}`;
    while (!stop) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/${path}`, { headers: auth });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.ok) okMs.push(performance.now() - started);
    }
  };
  const flood = Array.from({ length: FLOOD }, (_, i) => searcher(i));
  const feed = await autocannon({
    url: `${base}/api/v1/getallfeed/new`,
    headers: auth,
    connections: feedConnections,
    duration,
  });
  stop = true;
  await Promise.all(flood);
  okMs.sort((a, b) => a - b);
  const at = (q) => (okMs.length ? okMs[Math.min(okMs.length - 1, Math.floor(q * okMs.length))].toFixed(0) : '-');
  const answered = [...statuses].map(([status, n]) => `${n}x${status}`).join(', ');
  const feedBad = feed.non2xx + feed.errors + feed.timeouts;
  console.log(`\n${SEARCH_FLOOD_NAME}: searches ${answered}; answered searches p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  console.log(
    `  feed read alongside (getallfeed/new, ${feedConnections} connections): ${Math.round(feed.requests.average)} req/s, ` +
      `p99 ${feed.latency.p99} ms (target <= 50 ms), ${feedBad} errors (target 0)`,
  );
}
