import { act, renderHook } from '@testing-library/react';
import { useBusySubmit } from './useBusySubmit';

/** A request the test settles by hand. */
function pending<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('useBusySubmit', () => {
  it('is busy from the request until its outcome, and hands the outcome back', async () => {
    const { result } = renderHook(() => useBusySubmit());
    const request = pending<boolean>();
    let outcome: Promise<boolean> | undefined;
    act(() => {
      outcome = result.current.run(() => request.promise);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => request.settle(true));
    await expect(outcome).resolves.toBe(true);
    expect(result.current.busy).toBe(false);
  });

  it('stays busy after an outcome that leaves the page', async () => {
    const { result } = renderHook(() => useBusySubmit());
    const leaving = (kind: string) => kind !== 'failed';
    await act(() => result.current.run(async () => 'authorizing', leaving));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(async () => 'failed', leaving));
    expect(result.current.busy).toBe(false);
  });
});
