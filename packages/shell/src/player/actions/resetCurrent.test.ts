import { resetCurrent } from './resetCurrent';
import { playing } from '../testing/posts';

it('resetCurrent leaves no current post and keeps the list', () => {
  const state = resetCurrent(playing(3, 1));
  expect(state.current).toBeNull();
  expect(state.index).toBe(-1);
  expect(state.list).toHaveLength(3);
});
