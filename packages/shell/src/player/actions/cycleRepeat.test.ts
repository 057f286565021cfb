import { cycleRepeat } from './cycleRepeat';
import { INITIAL_PLAYER_STATE } from './state';

describe('cycleRepeat', () => {
  it('starts at all (the default) and cycles all -> track -> none -> all', () => {
    const all = INITIAL_PLAYER_STATE;
    expect(all.repeat).toBe('all');
    const track = cycleRepeat(all);
    expect(track.repeat).toBe('track');
    const none = cycleRepeat(track);
    expect(none.repeat).toBe('none');
    expect(cycleRepeat(none).repeat).toBe('all');
  });
});
