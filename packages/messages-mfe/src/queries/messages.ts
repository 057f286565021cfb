import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getMessages } from '@upclub/shared/api';
import type { Message, MessageKind, MessageThread, Paged } from '@upclub/shared/types';
import { messageKeys } from './keys';

// A thread's messages, newest first in pages as the API answers them (reading marks the thread
// read for the caller); the view shows them oldest first.

export function useMessagesQuery(thread: number, kind: MessageKind) {
  return useInfiniteQuery({
    queryKey: messageKeys.messages(thread, kind),
    queryFn: ({ pageParam }) => getMessages(thread, kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

type MessagePages = InfiniteData<Paged<Message>>;

/** Puts a message at the newest end of its thread's loaded tabs (once), without a request. */
export function addMessageToCache(client: QueryClient, message: Message) {
  const kinds: MessageKind[] = message.song_post !== null ? ['all', 'songs'] : ['all'];
  for (const kind of kinds) {
    client.setQueryData<MessagePages>(messageKeys.messages(message.messagethread, kind), (data) => {
      if (!data || data.pages.some((page) => page.results.some((m) => m.message === message.message))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first, results: [message, ...first.results] }, ...rest] };
    });
  }
}

type ThreadPages = InfiniteData<Paged<MessageThread>>;

/**
 * Moves a thread to the top of the plain thread list with its newest message; false when the
 * list is not loaded or does not hold it (the caller refetches).
 */
export function moveThreadToTop(client: QueryClient, id: number, change: (thread: MessageThread) => MessageThread) {
  let moved = false;
  client.setQueryData<ThreadPages>(messageKeys.threads(''), (data) => {
    if (!data) return data;
    const found = data.pages.flatMap((page) => page.results).find((t) => t.messagethread === id);
    if (!found) return data;
    moved = true;
    const pages = data.pages.map((page) => ({ ...page, results: page.results.filter((t) => t.messagethread !== id) }));
    pages[0] = { ...pages[0], results: [change(found), ...pages[0].results] };
    return { ...data, pages };
  });
  return moved;
}

/** Drops a thread from every loaded thread list (after leaving it). */
export function removeThreadFromLists(client: QueryClient, id: number) {
  client.setQueriesData<ThreadPages>({ queryKey: messageKeys.threadLists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.filter((t) => t.messagethread !== id) })) }
      : data,
  );
}

/** Marks a thread read in every loaded thread list (opening it read it on the server). */
export function markThreadRead(client: QueryClient, id: number) {
  client.setQueriesData<ThreadPages>({ queryKey: messageKeys.threadLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            results: p.results.map((t) =>
              t.messagethread === id && !t.already_read ? { ...t, already_read: true } : t,
            ),
          })),
        }
      : data,
  );
}

/**
 * Puts a thread's new state (a new name, new or fewer members) in every loaded thread list where it
 * stands, in its place; false when no list holds it (the caller refetches: it is new to this user).
 */
export function replaceThreadInLists(client: QueryClient, thread: MessageThread) {
  let found = false;
  client.setQueriesData<ThreadPages>({ queryKey: messageKeys.threadLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            results: p.results.map((t) => {
              if (t.messagethread !== thread.messagethread) return t;
              found = true;
              return thread;
            }),
          })),
        }
      : data,
  );
  return found;
}
