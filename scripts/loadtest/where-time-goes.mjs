// Where the time went: a slow answer can be the API's, PostgreSQL's, or this load generator's
// own (it runs on the same machine, and a busy event loop here delays reading every answer).
// So the run also reports the CPU of each side and this process's event-loop delay, and the
// answers' p99 per minute (a ramp or a stall shows as one bad minute).
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpuTicks } from './deployment.mjs';
import { percentile } from './report.mjs';

/** Every PostgreSQL server process on this machine (the load's database is one of many only by name). */
function postgresPids() {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

export function watchWhereTimeGoes() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = Date.now();
  const ownCpu = process.cpuUsage();
  // Backends come and go; sampled each second, summing the growth of the ones seen.
  const pgSeen = new Map();
  let pgTicks = 0;
  const sample = () => {
    for (const pid of postgresPids()) {
      const now = cpuTicks(pid);
      const before = pgSeen.get(pid);
      if (before !== undefined && now >= before) pgTicks += now - before;
      pgSeen.set(pid, now);
    }
  };
  sample();
  const timer = setInterval(sample, 1_000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      delay.disable();
      const seconds = (Date.now() - started) / 1000;
      const own = process.cpuUsage(ownCpu);
      const percent = (cpuSeconds) => `${((cpuSeconds / seconds) * 100).toFixed(0)} %`;
      return (
        `load generator CPU ${percent((own.user + own.system) / 1e6)} of a core, its event-loop delay ` +
        `p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms (max ${(delay.max / 1e6).toFixed(0)} ms); ` +
        `PostgreSQL CPU ${percent(pgTicks / 100)} of a core`
      );
    },
  };
}

/** `timeline`: [ms since start, latency ms] of every answer. */
export function perMinute(timeline) {
  const minutes = new Map();
  for (const [at, ms] of timeline) {
    const minute = Math.floor(at / 60_000);
    if (!minutes.has(minute)) minutes.set(minute, []);
    minutes.get(minute).push(ms);
  }
  const rows = ['| minute | answers | p50 ms | p99 ms | max ms |', '|---:|---:|---:|---:|---:|'];
  for (const [minute, list] of [...minutes.entries()].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b);
    rows.push(
      `| ${minute + 1} | ${list.length} | ${percentile(list, 50).toFixed(0)} | ${percentile(list, 99).toFixed(0)} | ${list[list.length - 1].toFixed(0)} |`,
    );
  }
  return rows.join('\n');
}

/**
 * The load database's transactions and rows written (pg_stat_database): read once at the start
 * (no `before`), then again at the end for the rates per second.
 */
export async function databaseWork(client, before, seconds) {
  const { rows } = await client.query(
    `select xact_commit::float8 commits, (tup_inserted + tup_updated + tup_deleted)::float8 written
       from pg_stat_database where datname = current_database()`,
  );
  const now = rows[0];
  if (!before) return now;
  const rate = (key) => ((now[key] - before[key]) / seconds).toFixed(0);
  return `PostgreSQL: ${rate('commits')} transactions/s (reads included), ${rate('written')} rows written/s (inserted, updated or deleted)`;
}
