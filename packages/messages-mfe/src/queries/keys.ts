import type { MessageKind } from '@upclub/shared/types';

// The messages remote's server data under one key factory (STYLE.md: `messageKeys.thread(id)`).
export const messageKeys = {
  all: ['messages'] as const,
  /** Every thread list: the plain one and each search. */
  threadLists: () => [...messageKeys.all, 'threads'] as const,
  threads: (search = '') => [...messageKeys.threadLists(), search] as const,
  thread: (id: number) => [...messageKeys.all, 'thread', id] as const,
  /** Both tabs of a thread. */
  messagesOf: (id: number) => [...messageKeys.all, 'messages', id] as const,
  messages: (id: number, kind: MessageKind) => [...messageKeys.messagesOf(id), kind] as const,
  /** The signed-in member's own switches for a thread (the chat settings). */
  settings: (id: number) => [...messageKeys.all, 'settings', id] as const,
  userSearch: (query: string) => [...messageKeys.all, 'userSearch', query] as const,
};
