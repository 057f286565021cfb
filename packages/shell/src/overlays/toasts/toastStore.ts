import { createTimedList, type Timed } from '../timedList';
import type { HostToast } from './roomToast';

export type ShownToast = Timed<HostToast>;

export interface ToastStore {
  push: (toast: HostToast) => void;
  dismiss: (id: number) => void;
  /** The pointer or the focus is on the toast: its time stands still (WCAG 2.2.1). */
  hold: (id: number) => void;
  /** …and starts over when they leave. */
  release: (id: number) => void;
  getSnapshot: () => readonly ShownToast[];
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
}

export interface ToastStoreOptions {
  durationMs?: number;
  /** The oldest toasts give way past this many. */
  maxVisible?: number;
}

/** The live toasts on screen (spec part 2 §9 toast types): each stays NOTICE_DURATION_MS, newest last. */
export function createToastStore({ durationMs, maxVisible = 3 }: ToastStoreOptions = {}): ToastStore {
  const list = createTimedList<HostToast>({ durationMs, maxVisible });
  return {
    push(toast) {
      if (toast.text.trim()) list.add(toast);
    },
    dismiss: list.dismiss,
    hold: list.hold,
    release: list.release,
    getSnapshot: list.getSnapshot,
    subscribe: list.subscribe,
    dispose: list.dispose,
  };
}
