import { NOTICE_DURATION_MS } from '@upclub/shared/constants';

/** An item on screen with the id the list gave it. */
export type Timed<T> = T & { id: number };

export interface TimedListOptions {
  /** How long an item stays once shown (or touched again). */
  durationMs?: number;
  /** The oldest items give way past this many. */
  maxVisible: number;
}

/**
 * Items that each leave the screen on their own after `durationMs`, newest last: the state of
 * the shell's notices and live toasts. A snapshot store for `useSyncExternalStore`.
 */
export function createTimedList<T extends object>({ durationMs = NOTICE_DURATION_MS, maxVisible }: TimedListOptions) {
  let shown: readonly Timed<T>[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Timed<T>[]) => {
    shown = next;
    listeners.forEach((listener) => listener());
  };
  const clearTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const has = (id: number) => shown.some((item) => item.id === id);
  const dismiss = (id: number) => {
    clearTimer(id);
    if (has(id)) publish(shown.filter((item) => item.id !== id));
  };
  /** (Re)starts the item's time. */
  const arm = (id: number) => {
    clearTimer(id);
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  };

  return {
    /** Shows `item` last, pushing out the oldest past `maxVisible`. */
    add(item: T): number {
      const added = { ...item, id: nextId++ } as Timed<T>;
      const next = [...shown, added];
      const overflow = next.slice(0, Math.max(0, next.length - maxVisible));
      overflow.forEach((old) => clearTimer(old.id));
      publish(next.slice(overflow.length));
      arm(added.id);
      return added.id;
    },
    /** Changes a shown item in place and starts its time over. */
    touch(id: number, change: (item: Timed<T>) => Timed<T>): void {
      if (!has(id)) return;
      publish(shown.map((item) => (item.id === id ? change(item) : item)));
      arm(id);
    },
    dismiss,
    /** The pointer or the focus is on the item: its time stands still (WCAG 2.2.1). */
    hold: clearTimer,
    /** …and starts over when they leave. */
    release(id: number): void {
      if (has(id)) arm(id);
    },
    getSnapshot: (): readonly Timed<T>[] => shown,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Clears every item and timer. */
    dispose(): void {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      publish([]);
    },
  };
}
