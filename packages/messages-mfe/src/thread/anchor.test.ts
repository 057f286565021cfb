import { aMessage } from '@upclub/shared/testing';
import { groupMessages } from './grouping';
import { nextAnchor, type Anchor } from './anchor';

const at = (hour: number) => new Date(2026, 10, 23, hour, 0).toISOString();
const msg = (id: number, hour: number) => aMessage(id, 1, { upclubuser: 2, created_at: at(hour) });

it('moves the first index down by the rows loaded above, not by new ones below', () => {
  const start: Anchor = { first: 1000, oldest: null, before: 0 };
  const page1 = [msg(3, 10), msg(4, 12)];
  const a1 = nextAnchor(start, groupMessages(page1), 3);
  expect(a1.first).toBe(1000);
  // A newer message arrives at the end: nothing moves.
  const a2 = nextAnchor(a1, groupMessages([...page1, msg(5, 14)]), 3);
  expect(a2).toBe(a1);
  // Two older messages (each with its date line) load above: four rows.
  const a3 = nextAnchor(a2, groupMessages([msg(1, 6), msg(2, 8), ...page1, msg(5, 14)]), 1);
  expect(a3.first).toBe(996);
});
