import { aMessage } from '@upclub/shared/testing';
import { dateLineText, groupMessages, type BubbleGroup } from './grouping';

const at = (minutes: number, seconds = 0) => new Date(2026, 10, 23, 10, minutes, seconds).toISOString();
const msg = (id: number, sender: number, minutes: number, seconds = 0) =>
  aMessage(id, 1, { upclubuser: sender, username: `user${sender}`, created_at: at(minutes, seconds) });

const shape = (rows: ReturnType<typeof groupMessages>) =>
  rows.map((row) => (row.type === 'date' ? 'date' : (row as BubbleGroup).messages.map((m) => m.message)));

describe('groupMessages', () => {
  it('starts with a date line and merges one sender within a minute', () => {
    expect(shape(groupMessages([msg(1, 2, 0), msg(2, 2, 0, 30), msg(3, 2, 1, 20)]))).toEqual(['date', [1, 2, 3]]);
  });

  it('splits the bubbles at a minute or more, and when the sender changes', () => {
    expect(shape(groupMessages([msg(1, 2, 0), msg(2, 2, 1), msg(3, 5, 1, 10), msg(4, 2, 1, 20)]))).toEqual([
      'date',
      [1],
      [2],
      [3],
      [4],
    ]);
  });

  it('begins a new date line when messages are more than 30 minutes apart, not at 30', () => {
    expect(shape(groupMessages([msg(1, 2, 0), msg(2, 2, 30), msg(3, 2, 61)]))).toEqual(['date', [1], [2], 'date', [3]]);
  });

  it('gives nothing for no messages', () => {
    expect(groupMessages([])).toEqual([]);
  });
});

describe('dateLineText', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  const time = (d: Date) => d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

  it("says 'Today {time}' and 'Yesterday {time}'", () => {
    const today = new Date(2026, 10, 23, 0, 5);
    const yesterday = new Date(2026, 10, 22, 23, 55);
    expect(dateLineText(today, now, 'en-US')).toBe(`Today ${time(today)}`);
    expect(dateLineText(yesterday, now, 'en-US')).toBe(`Yesterday ${time(yesterday)}`);
  });

  it('gives the full date further back', () => {
    const earlier = new Date(2026, 10, 21, 9, 7);
    expect(dateLineText(earlier, now, 'en-US')).toBe(`November 21, 2026 ${time(earlier)}`);
  });
});
