import { useEffect, useSyncExternalStore } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  clearNotifications,
  followUser,
  getNotifications,
  respondToCuratorInvite,
  respondToCuratorRequest,
  unfollowUser,
} from '@upclub/shared/api';
import {
  getLiveStatus,
  getUnreadCounts,
  noticeSuccess,
  onLiveEventOf,
  onLiveStatus,
  setUnreadCounts,
} from '@upclub/shared/bus';
import {
  CLUB_NOTICE,
  NOTIFICATION_FILTERS,
  NOTIFICATION_POLL_MS,
  type CuratorAnswerState,
  CURATOR_STATE,
  type NotificationCategory,
} from '@upclub/shared/constants';
import type { Notification, Paged } from '@upclub/shared/types';
import { categoryParam } from './filters';
import { FOLLOW_NOTICE, fill } from './texts';

// The notifications page's server data (spec part 2 §4 "Notifications behaviour", §7).

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (selected: readonly NotificationCategory[]) => ['notifications', 'list', categoryParam(selected)] as const,
};

type Pages = InfiniteData<Paged<Notification>, string | null>;

const resetNotificationsCount = () => setUnreadCounts({ ...getUnreadCounts(), notifications: 0 });

/** Changes the notifications every cached list holds (an answer, a follow). */
function patchNotifications(client: QueryClient, patch: (n: Notification) => Notification) {
  client.setQueriesData<Pages>({ queryKey: [...notificationKeys.all, 'list'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, results: page.results.map(patch) })) } : data,
  );
}

const useLiveStatus = () => useSyncExternalStore(onLiveStatus, getLiveStatus, getLiveStatus);

/**
 * The notifications of the selected filters, newest first, paged by `next`. Nothing is asked for
 * with no filter selected. While the live stream is down the list refreshes every 15 minutes
 * (spec), otherwise new notifications arrive live (useLiveNotifications).
 */
export function useNotificationsQuery(selected: readonly NotificationCategory[]) {
  const live = useLiveStatus();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(selected),
    queryFn: ({ pageParam }) => getNotifications(selected, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: selected.length > 0,
    refetchInterval: live === 'open' ? false : NOTIFICATION_POLL_MS,
  });
}

/**
 * Opening the page marks everything read on the server (clearnotifications), so the menu's
 * marker goes away and stays away; its answer is the counts afterwards.
 */
export function useClearOnOpen() {
  useEffect(() => {
    resetNotificationsCount();
    clearNotifications().then(setUnreadCounts, () => undefined);
  }, []);
}

const filterOf = (notification: Notification) =>
  NOTIFICATION_FILTERS.find((filter) => (filter.types as readonly string[]).includes(notification.notification_type));

/**
 * A notification arriving live while the page is open goes to the top of the list when the
 * filters show it, and is read at once: the server's count is cleared again.
 */
export function useLiveNotifications(selected: readonly NotificationCategory[]) {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEventOf('notification', ({ notification }) => {
        const category = filterOf(notification)?.category;
        if (category && selected.includes(category)) {
          client.setQueryData<Pages>(notificationKeys.list(selected), (data) => {
            if (!data || data.pages.some((page) => page.results.some((n) => n.id === notification.id))) return data;
            const [first, ...rest] = data.pages;
            return { ...data, pages: [{ ...first, results: [notification, ...first.results] }, ...rest] };
          });
        }
        resetNotificationsCount();
        clearNotifications().catch(() => undefined);
      }),
    [client, selected],
  );
}

/** The Respond menu's answer to a curator request or invite (spec part 2 §4). */
export function useRespondMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ notification, state }: { notification: Notification; state: CuratorAnswerState }) =>
      (notification.notification_type === 'curatorrequest'
        ? respondToCuratorRequest(notification.curatorrequest!, state)
        : respondToCuratorInvite(notification.curatorinvite!, state)
      ).then(() => undefined),
    onSuccess: (_answer, { notification, state }) => {
      const kind = notification.notification_type;
      const id = kind === 'curatorrequest' ? notification.curatorrequest : notification.curatorinvite;
      patchNotifications(client, (n) =>
        n.notification_type === kind && (kind === 'curatorrequest' ? n.curatorrequest : n.curatorinvite) === id
          ? { ...n, curatorinviterequeststate: state }
          : n,
      );
      const values = { user: notification.username, club: notification.club_name ?? '' };
      const accepted = state === CURATOR_STATE.accepted;
      const template =
        kind === 'curatorrequest'
          ? accepted
            ? CLUB_NOTICE.requestAccepted
            : CLUB_NOTICE.requestDeclined
          : accepted
            ? CLUB_NOTICE.inviteAccepted
            : CLUB_NOTICE.inviteDeclined;
      noticeSuccess(fill(template, values));
    },
  });
}

/**
 * Follow back (or unfollow) the actor of a follow notification: the button switches at once and
 * comes back if the call fails (failures show nothing, spec part 2 §8).
 */
export function useFollowMutation() {
  const client = useQueryClient();
  const setFollowed = (upclubuser: number, followed: boolean) =>
    patchNotifications(client, (n) => (n.upclubuser === upclubuser ? { ...n, followed } : n));
  return useMutation({
    mutationFn: ({ notification, follow }: { notification: Notification; follow: boolean }) =>
      follow ? followUser(notification.upclubuser) : unfollowUser(notification.upclubuser),
    onMutate: ({ notification, follow }) => setFollowed(notification.upclubuser, follow),
    onError: (_error, { notification, follow }) => setFollowed(notification.upclubuser, !follow),
    onSuccess: (_answer, { notification, follow }) =>
      noticeSuccess(fill(follow ? FOLLOW_NOTICE.followed : FOLLOW_NOTICE.unfollowed, { user: notification.username })),
  });
}
