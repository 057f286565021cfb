// How the API writes counts and ages for display (DESIGN §2): the client shows them as they are.

const UNITS: Array<[number, string]> = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'K'],
];

/** 999, 1.2K, 3.4M: one decimal, rounded down so a count never reads higher than it is. */
export function formatCount(n: number): string {
  for (const [size, unit] of UNITS) {
    if (n >= size) {
      const tenths = Math.floor((n / size) * 10) / 10;
      return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}${unit}`;
    }
  }
  return String(Math.max(0, Math.floor(n)));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** Ages up to four weeks read as weeks; older ones as their date. */
const WEEKS_SHOWN = 4;

const dateInYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'now', '5m', '3h', '2d', '3w', then 'Oct 3' (this year) or 'Oct 3, 2025'. */
export function formatAge(at: Date, now: Date): string {
  const ms = now.getTime() - at.getTime();
  if (ms < MINUTE) return 'now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`;
  if (ms < WEEK) return `${Math.floor(ms / DAY)}d`;
  if (ms < (WEEKS_SHOWN + 1) * WEEK) return `${Math.floor(ms / WEEK)}w`;
  return (at.getUTCFullYear() === now.getUTCFullYear() ? dateInYear : fullDate).format(at);
}
