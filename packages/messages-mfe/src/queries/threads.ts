import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  getMessageThreadInfo,
  getMessageThreadSettings,
  getMessageThreads,
  messagesSearchUsername,
  searchMessageThreads,
} from '@upclub/shared/api';
import { usePagedItems } from '@upclub/shared/queries';
import type { MessageThread, Paged, UserSearchResult } from '@upclub/shared/types';
import { messageKeys } from './keys';

// The thread list (newest activity first) or its 'Search messages' results, one thread, and the
// user search of the new message modal.

const threadsOf = (page: Paged<MessageThread>) => page.results;
const usersOf = (page: Paged<UserSearchResult>) => page.results;

export function useThreadsQuery(search: string) {
  const query = useInfiniteQuery({
    queryKey: messageKeys.threads(search),
    queryFn: ({ pageParam }) => (search ? searchMessageThreads(search, pageParam) : getMessageThreads(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return usePagedItems(query, threadsOf);
}

export function useThreadQuery(id: number | null) {
  return useQuery({
    queryKey: messageKeys.thread(id ?? 0),
    queryFn: () => getMessageThreadInfo(id as number),
    enabled: id !== null,
  });
}

/** The signed-in member's notify and mute switches for a thread. */
export function useThreadSettingsQuery(id: number) {
  return useQuery({ queryKey: messageKeys.settings(id), queryFn: () => getMessageThreadSettings(id) });
}

export function useUserSearchQuery(search: string) {
  const query = useInfiniteQuery({
    queryKey: messageKeys.userSearch(search),
    queryFn: ({ pageParam }) => messagesSearchUsername(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: search !== '',
  });
  return usePagedItems(query, usersOf);
}
