import { channel, stateChannel } from './bus';

describe('bus channels', () => {
  it('delivers to listeners until they unsubscribe', () => {
    const c = channel<number>();
    const seen: number[] = [];
    const off = c.on((n) => seen.push(n));
    c.emit(1);
    off();
    c.emit(2);
    expect(seen).toEqual([1]);
  });
  it('state channels replay the latest value', () => {
    const s = stateChannel('a');
    s.set('b');
    const seen: string[] = [];
    s.on((v) => seen.push(v));
    expect(seen).toEqual(['b']);
    expect(s.get()).toBe('b');
  });
});
