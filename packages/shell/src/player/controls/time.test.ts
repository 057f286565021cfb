import { formatTime } from './time';

it('formats elapsed and total times', () => {
  expect(formatTime(0)).toBe('0:00');
  expect(formatTime(65_400)).toBe('1:05');
  expect(formatTime(3_725_000)).toBe('1:02:05');
  expect(formatTime(-5)).toBe('0:00');
});
