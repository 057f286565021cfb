import { act, render } from '@testing-library/react';
import { useLoadMoreAtEnd } from './useLoadMoreAtEnd';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver: the test says when the end comes into view. */
class FakeObserver {
  static live: FakeObserver[] = [];
  observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.live.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
  static scrollIntoView(isIntersecting = true) {
    act(() => FakeObserver.live.forEach((o) => o.callback([{ isIntersecting }])));
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeObserver.live = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

function List({ onEnd, active }: { onEnd: () => void; active: boolean }) {
  const end = useLoadMoreAtEnd(onEnd, active);
  return <div ref={end} data-testid="end" />;
}

describe('useLoadMoreAtEnd', () => {
  it('asks for more when the end comes near the viewport', () => {
    const onEnd = jest.fn();
    const { getByTestId } = render(<List onEnd={onEnd} active />);
    expect(FakeObserver.live).toHaveLength(1);
    expect(FakeObserver.live[0].observed).toEqual([getByTestId('end')]);
    expect(FakeObserver.live[0].options.rootMargin).toBe('400px 0px');
    FakeObserver.scrollIntoView(false);
    expect(onEnd).not.toHaveBeenCalled();
    FakeObserver.scrollIntoView();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while inactive (loading, failed or at the end)', () => {
    const onEnd = jest.fn();
    const { rerender } = render(<List onEnd={onEnd} active />);
    rerender(<List onEnd={onEnd} active={false} />);
    expect(FakeObserver.live).toHaveLength(0);
    FakeObserver.scrollIntoView();
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('calls the latest callback without watching again', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<List onEnd={first} active />);
    const observer = FakeObserver.live[0];
    rerender(<List onEnd={second} active />);
    expect(FakeObserver.live).toEqual([observer]);
    FakeObserver.scrollIntoView();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing without IntersectionObserver (the Load more button remains)', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    expect(() => render(<List onEnd={jest.fn()} active />)).not.toThrow();
  });
});
