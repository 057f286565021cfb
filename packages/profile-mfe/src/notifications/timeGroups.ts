import { NOTIFICATION_TIME_GROUPS, type NotificationTimeGroup } from '@upclub/shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Whole calendar days from `then` to `now` in the viewer's time zone (0 = the same day). */
export function calendarDaysBetween(then: Date, now: Date): number {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((startOfDay(now).getTime() - startOfDay(then).getTime()) / DAY_MS);
}

/**
 * The group of the notifications page a notification falls in (spec part 2 §2, §9), by how many
 * calendar days ago it came: Today (the same day, or a clock running ahead), This Week (the six
 * days before), This Month (within 30 days), This Year (within 365 days), Others. Windows that
 * roll rather than calendar weeks and months, so that yesterday is never "This Year" on the 1st.
 */
export function timeGroupOf(createdAt: string | Date, now: Date): NotificationTimeGroup {
  const then = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  if (Number.isNaN(then.getTime())) return 'Others';
  const days = calendarDaysBetween(then, now);
  if (days <= 0) return 'Today';
  if (days < 7) return 'This Week';
  if (days < 30) return 'This Month';
  if (days < 365) return 'This Year';
  return 'Others';
}

export interface TimeGroup<T> {
  group: NotificationTimeGroup;
  items: T[];
}

/** The items under their groups, in the page's order of groups, keeping the items' order; no empty group. */
export function groupByTime<T extends { created_at: string }>(items: readonly T[], now: Date): TimeGroup<T>[] {
  const byGroup = new Map<NotificationTimeGroup, T[]>();
  for (const item of items) {
    const group = timeGroupOf(item.created_at, now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), item]);
  }
  return NOTIFICATION_TIME_GROUPS.flatMap((group) => {
    const grouped = byGroup.get(group);
    return grouped ? [{ group, items: grouped }] : [];
  });
}
