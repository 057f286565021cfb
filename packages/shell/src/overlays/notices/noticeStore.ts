import { NOTICE_DURATION_MS } from '@upclub/shared/constants';
import type { Notice } from '@upclub/shared/bus';

export interface ShownNotice extends Notice {
  id: number;
  /** How many times the same text arrived while it was shown. */
  repeats: number;
}

export interface NoticeStore {
  push: (notice: Notice) => void;
  dismiss: (id: number) => void;
  getSnapshot: () => readonly ShownNotice[];
  subscribe: (listener: () => void) => () => void;
  /** Clears every notice and timer. */
  dispose: () => void;
}

export interface NoticeStoreOptions {
  durationMs?: number;
  /** Oldest notices give way past this many. */
  maxVisible?: number;
}

/**
 * The notices on screen: each stays NOTICE_DURATION_MS (spec: notices last 10 s), newest last.
 * A text already shown is not added again: its timer starts over (errors win over other kinds).
 */
export function createNoticeStore({
  durationMs = NOTICE_DURATION_MS,
  maxVisible = 5,
}: NoticeStoreOptions = {}): NoticeStore {
  let shown: readonly ShownNotice[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly ShownNotice[]) => {
    shown = next;
    listeners.forEach((listener) => listener());
  };

  const clearTimer = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const dismiss = (id: number) => {
    clearTimer(id);
    if (shown.some((notice) => notice.id === id)) publish(shown.filter((notice) => notice.id !== id));
  };

  const arm = (id: number) => {
    clearTimer(id);
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  };

  const push = (notice: Notice) => {
    const text = notice.text.trim();
    if (!text) return;
    const same = shown.find((item) => item.text === text);
    if (same) {
      const kind = same.kind === 'error' ? 'error' : notice.kind;
      publish(shown.map((item) => (item === same ? { ...item, kind, repeats: item.repeats + 1 } : item)));
      arm(same.id);
      return;
    }
    const added: ShownNotice = { id: nextId++, kind: notice.kind, text, repeats: 1 };
    const next = [...shown, added];
    const overflow = next.slice(0, Math.max(0, next.length - maxVisible));
    overflow.forEach((item) => clearTimer(item.id));
    publish(next.slice(overflow.length));
    arm(added.id);
  };

  return {
    push,
    dismiss,
    getSnapshot: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      publish([]);
    },
  };
}
