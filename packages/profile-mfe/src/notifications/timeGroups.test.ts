import { NOTIFICATION_TIME_GROUPS } from '@upclub/shared/constants';
import { calendarDaysBetween, groupByTime, timeGroupOf } from './timeGroups';

// Local times (the viewer's zone): Wednesday 18 November 2026, 10:30.
const now = new Date(2026, 10, 18, 10, 30);
const at = (month: number, day: number, hours = 12, year = 2026) => new Date(year, month, day, hours).toISOString();

describe('timeGroupOf', () => {
  it.each([
    ['earlier the same day', at(10, 18, 0), 'Today'],
    ['later the same day (a server clock ahead)', at(10, 18, 23), 'Today'],
    ['yesterday, even an hour ago across midnight', new Date(2026, 10, 17, 23, 59).toISOString(), 'This Week'],
    ['six days before', at(10, 12), 'This Week'],
    ['seven days before', at(10, 11), 'This Month'],
    ['29 days before, in the previous month', at(9, 20), 'This Month'],
    ['30 days before', at(9, 19), 'This Year'],
    ['364 days before, last year', at(10, 19, 12, 2025), 'This Year'],
    ['365 days before', at(10, 18, 12, 2025), 'Others'],
    ['years before', at(0, 1, 12, 2020), 'Others'],
  ])('%s is %s', (_what, createdAt, group) => {
    expect(timeGroupOf(createdAt, now)).toBe(group);
  });

  it('puts an unreadable date under Others', () => {
    expect(timeGroupOf('not a date', now)).toBe('Others');
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(calendarDaysBetween(new Date(2026, 2, 28, 12), new Date(2026, 2, 30, 12))).toBe(2);
    expect(calendarDaysBetween(new Date(2026, 9, 24, 12), new Date(2026, 9, 26, 12))).toBe(2);
  });
});

describe('groupByTime', () => {
  it("groups in the page's order, keeps the items' order, and leaves out empty groups", () => {
    const items = [
      { id: 1, created_at: at(10, 18, 9) },
      { id: 2, created_at: at(10, 18, 8) },
      { id: 3, created_at: at(9, 1) },
      { id: 4, created_at: at(0, 1, 12, 2019) },
      { id: 5, created_at: at(10, 16) },
    ];
    const groups = groupByTime(items, now);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['Today', [1, 2]],
      ['This Week', [5]],
      ['This Year', [3]],
      ['Others', [4]],
    ]);
    expect(NOTIFICATION_TIME_GROUPS).toEqual(['Today', 'This Week', 'This Month', 'This Year', 'Others']);
  });

  it('has no group for no items', () => {
    expect(groupByTime([], now)).toEqual([]);
  });
});
