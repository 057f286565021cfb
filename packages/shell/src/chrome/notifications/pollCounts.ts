import { getNotificationsCount } from '@upclub/shared/api';
import { onCountsRefreshRequest, setUnreadCounts } from '@upclub/shared/bus';
import { NOTIFICATION_POLL_MS } from '@upclub/shared/constants';
import type { NotificationsCount } from '@upclub/shared/types';

export interface PollCountsOptions {
  fetchCounts?: () => Promise<NotificationsCount>;
  setCounts?: (counts: NotificationsCount) => void;
  onRefreshRequest?: (listener: () => void) => () => void;
  intervalMs?: number;
}

/**
 * Keeps the unread counts of the side menu fresh (spec part 1 §7: polled every 15 minutes and
 * when a message thread opens): fetches at once, then every `intervalMs` and whenever someone
 * asks for a refresh on the bus. Only the newest answer is applied; failures keep the old counts
 * (the API client already shows the notice). Returns a stop function.
 */
export function startCountsPolling({
  fetchCounts = getNotificationsCount,
  setCounts = setUnreadCounts,
  onRefreshRequest = onCountsRefreshRequest,
  intervalMs = NOTIFICATION_POLL_MS,
}: PollCountsOptions = {}): () => void {
  let stopped = false;
  let latest = 0;

  const refresh = () => {
    const ticket = ++latest;
    fetchCounts().then(
      (counts) => {
        if (!stopped && ticket === latest) setCounts(counts);
      },
      () => undefined,
    );
  };

  refresh();
  const timer = setInterval(refresh, intervalMs);
  const unsubscribe = onRefreshRequest(refresh);

  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
