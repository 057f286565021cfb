import { METRIC_CATEGORIES, type MetricCategory } from '@upclub/shared/constants';
import type { MetricsResponse } from '@upclub/shared/types';

/** One row of the metrics table: a day and what happened that day, per category. */
export type MetricRow = { day: string } & Record<MetricCategory, number>;

/**
 * The table's columns, in order, with their headers (spec part 2 §2 Staff pages) and what each
 * counts per UTC day (the page's note says it; the API's getallmetrics/{category} counts it).
 */
export const METRIC_COLUMNS: ReadonlyArray<{ key: 'day' | MetricCategory; header: string; counts: string }> = [
  { key: 'day', header: 'Date', counts: 'the day, in UTC' },
  { key: 'users', header: 'Users', counts: 'people who signed up' },
  {
    key: 'songposts',
    header: 'Song Posts',
    counts: 'posts made in the feed and in clubs (a song sent in a message is not a post)',
  },
  { key: 'upvotes', header: 'Up Votes', counts: 'up votes given to posts' },
  { key: 'comments', header: 'Comments', counts: 'comments and replies on posts' },
  { key: 'messages', header: 'Messages', counts: 'messages sent, with or without a song' },
];
export type MetricColumn = (typeof METRIC_COLUMNS)[number]['key'];

/** The categories' answers joined by day, oldest first; a day one category lacks counts 0 there. */
export function joinMetrics(answers: Record<MetricCategory, MetricsResponse>): MetricRow[] {
  const byDay = new Map<string, MetricRow>();
  for (const category of METRIC_CATEGORIES) {
    for (const { day, total } of answers[category].days) {
      let row = byDay.get(day);
      if (!row) {
        row = { day, users: 0, songposts: 0, upvotes: 0, comments: 0, messages: 0 };
        byDay.set(day, row);
      }
      row[category] = total;
    }
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface MetricSort {
  column: MetricColumn;
  descending: boolean;
}

export function sortRows(rows: MetricRow[], { column, descending }: MetricSort): MetricRow[] {
  const sign = descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const order = column === 'day' ? a.day.localeCompare(b.day) : a[column] - b[column];
    return sign * (order || a.day.localeCompare(b.day));
  });
}

/** The months the rows cover (YYYY-MM), newest first: the Date filter's options. */
export const monthsOf = (rows: MetricRow[]) => [...new Set(rows.map((r) => r.day.slice(0, 7)))].sort().reverse();

export const inMonth = (rows: MetricRow[], month: string) =>
  month ? rows.filter((r) => r.day.startsWith(month)) : rows;

/** 'November 2026' for '2026-11' (UTC, so the month never shifts with the viewer's zone). */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
