import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { useEffectEvent } from './useEffectEvent';

/** A subscription made once, whose listener reports the latest `label` (as the song pickers do). */
function Listener({
  label,
  subscribe,
  seen,
}: {
  label: string;
  subscribe: (fn: () => void) => () => void;
  seen: string[];
}) {
  const onEvent = useEffectEvent(() => {
    seen.push(label);
  });
  useEffect(() => subscribe(() => onEvent()), [subscribe]);
  return null;
}

it('calls the latest render’s function from an effect that subscribed once', () => {
  const listeners = new Set<() => void>();
  const subscribe = jest.fn((fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  });
  const fire = () => act(() => listeners.forEach((fn) => fn()));
  const seen: string[] = [];

  const { rerender, unmount } = render(<Listener label="first" subscribe={subscribe} seen={seen} />);
  fire();
  rerender(<Listener label="second" subscribe={subscribe} seen={seen} />);
  fire();

  expect(seen).toEqual(['first', 'second']);
  // One subscription (StrictMode is not used here): the new label did not re-subscribe.
  expect(subscribe).toHaveBeenCalledTimes(1);
  unmount();
  expect(listeners.size).toBe(0);
});
