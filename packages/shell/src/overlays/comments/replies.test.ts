import { hiddenReplies, viewMoreRepliesText } from './replies';

it('says reply for one and replies otherwise', () => {
  expect(viewMoreRepliesText(1)).toBe('View 1 more reply...');
  expect(viewMoreRepliesText(2)).toBe('View 2 more replies...');
});

it('counts the replies beyond the shown one', () => {
  expect(hiddenReplies(3, 1)).toBe(2);
  expect(hiddenReplies(1, 1)).toBe(0);
  expect(hiddenReplies(0, 0)).toBe(0);
});
