import { NOTICE_DURATION_MS } from '@upclub/shared/constants';
import type { LiveToast } from '@upclub/shared/types';

export interface ShownToast extends LiveToast {
  id: number;
}

export interface ToastStore {
  push: (toast: LiveToast) => void;
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
export function createToastStore({
  durationMs = NOTICE_DURATION_MS,
  maxVisible = 3,
}: ToastStoreOptions = {}): ToastStore {
  let shown: readonly ShownToast[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly ShownToast[]) => {
    shown = next;
    listeners.forEach((listener) => listener());
  };
  const clearTimer = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const dismiss = (id: number) => {
    clearTimer(id);
    if (shown.some((toast) => toast.id === id)) publish(shown.filter((toast) => toast.id !== id));
  };
  const arm = (id: number) => {
    clearTimer(id);
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  };

  return {
    push: (toast) => {
      if (!toast.text.trim()) return;
      const added: ShownToast = { ...toast, id: nextId++ };
      const next = [...shown, added];
      const overflow = next.slice(0, Math.max(0, next.length - maxVisible));
      overflow.forEach((item) => clearTimer(item.id));
      publish(next.slice(overflow.length));
      arm(added.id);
    },
    dismiss,
    hold: (id) => clearTimer(id),
    release: (id) => {
      if (shown.some((toast) => toast.id === id)) arm(id);
    },
    getSnapshot: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      shown = [];
    },
  };
}
