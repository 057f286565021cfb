import { formatAge, formatCount } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1299, '1.2K'],
    [15_500, '15.5K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [3_456_789, '3.4M'],
    [2_100_000_000, '2.1B'],
  ])('%d reads %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });
});

describe('formatAge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => formatAge(new Date(now.getTime() - ms), now);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;

  it.each([
    [0, 'now'],
    [59 * s, 'now'],
    [60 * s, '1m'],
    [5 * m + 30 * s, '5m'],
    [59 * m, '59m'],
    [3 * h, '3h'],
    [23 * h + 59 * m, '23h'],
    [2 * d, '2d'],
    [6 * d, '6d'],
    [7 * d, '1w'],
    [3 * 7 * d, '3w'],
    [34 * d, '4w'],
  ])('%d ms ago reads %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('shows a date after four weeks, with the year when it is another year', () => {
    expect(ago(40 * d)).toBe('Oct 13');
    expect(formatAge(new Date('2025-03-05T08:00:00Z'), now)).toBe('Mar 5, 2025');
  });

  it('a time a little ahead of the clock reads now', () => {
    expect(formatAge(new Date(now.getTime() + 5 * s), now)).toBe('now');
  });
});
