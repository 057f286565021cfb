import type { Notice } from '@upclub/shared/bus';
import { createTimedList, type Timed } from '../timedList';

export type ShownNotice = Timed<
  Notice & { /** How many times the same text arrived while it was shown. */ repeats: number }
>;

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
export function createNoticeStore({ durationMs, maxVisible = 5 }: NoticeStoreOptions = {}): NoticeStore {
  const list = createTimedList<Notice & { repeats: number }>({ durationMs, maxVisible });
  return {
    push(notice) {
      const text = notice.text.trim();
      if (!text) return;
      const same = list.getSnapshot().find((item) => item.text === text);
      if (same) {
        list.touch(same.id, (item) => ({
          ...item,
          kind: item.kind === 'error' ? 'error' : notice.kind,
          repeats: item.repeats + 1,
        }));
        return;
      }
      list.add({ kind: notice.kind, text, repeats: 1 });
    },
    dismiss: list.dismiss,
    getSnapshot: list.getSnapshot,
    subscribe: list.subscribe,
    dispose: list.dispose,
  };
}
