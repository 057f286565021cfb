import { bufferedChannel, channel, startupBufferedChannel, stateChannel } from './bus';

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

describe('buffered channels', () => {
  it('hand what was emitted with nobody listening to the first listener, once', () => {
    const c = bufferedChannel<string>();
    c.emit('early');
    const first: string[] = [];
    const off = c.on((v) => first.push(v));
    c.emit('live');
    expect(first).toEqual(['early', 'live']);
    off();
    const second: string[] = [];
    c.on((v) => second.push(v));
    expect(second).toEqual([]);
  });
  it('keep only the latest values while nobody listens', () => {
    const c = bufferedChannel<number>(2);
    [1, 2, 3].forEach(c.emit);
    const seen: number[] = [];
    c.on((v) => seen.push(v));
    expect(seen).toEqual([2, 3]);
  });
});

describe('start-up buffered channels', () => {
  it('keep what was emitted before anyone listened for the first listener, then drop what nobody hears', () => {
    const c = startupBufferedChannel<string>();
    c.emit('while the page starts');
    const first: string[] = [];
    const off = c.on((v) => first.push(v));
    c.emit('live');
    expect(first).toEqual(['while the page starts', 'live']);
    off();
    c.emit('nobody listens');
    const later: string[] = [];
    c.on((v) => later.push(v));
    expect(later).toEqual([]);
  });
});
