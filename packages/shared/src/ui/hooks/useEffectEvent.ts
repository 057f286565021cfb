import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * React 19.2's `useEffectEvent` for React 18: a function an effect calls that always sees the
 * latest render's props and state, without being an effect dependency. The latest `fn` is taken
 * in an insertion effect, so layout and passive effects of the same commit already call it.
 * Like React's, it is for effects and subscriptions, not for calling during render.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
