// The report: per route, requests, rate, latency percentiles and failures, as a Markdown table.
import { stats, sum } from './requests.mjs';

/** The `p`th percentile of ascending `sorted` (0 when it is empty). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

export function table(durationS) {
  const rows = [...stats.entries()].sort(
    (a, b) => b[1].latencies.length + b[1].failed - (a[1].latencies.length + a[1].failed),
  );
  const lines = [
    '| route | requests | req/s | p50 ms | p99 ms | 4xx | 5xx | no answer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  let total = 0;
  const all = [];
  for (const [route, s] of rows) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const count = s.latencies.length + s.failed;
    total += count;
    all.push(...s.latencies);
    lines.push(
      `| ${route} | ${count} | ${(count / durationS).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${s.c4xx} | ${s.c5xx} | ${s.failed} |`,
    );
  }
  all.sort((a, b) => a - b);
  lines.push(
    `| **all** | ${total} | ${(total / durationS).toFixed(1)} | ${percentile(all, 50).toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${sum('c4xx')} | ${sum('c5xx')} | ${sum('failed')} |`,
  );
  return lines.join('\n');
}
