import { getNotificationsCount } from '@upclub/shared/api';
import { onCountsRefreshRequest, onLiveStatus, setUnreadCounts, type LiveStatus } from '@upclub/shared/bus';
import { NOTIFICATION_POLL_MS } from '@upclub/shared/constants';
import type { NotificationsCount } from '@upclub/shared/types';

export interface CountsSyncOptions {
  fetchCounts?: () => Promise<NotificationsCount>;
  setCounts?: (counts: NotificationsCount) => void;
  onRefreshRequest?: (listener: () => void) => () => void;
  onStatus?: (listener: (status: LiveStatus) => void) => () => void;
  intervalMs?: number;
}

/**
 * Keeps the unread counts of the side menu fresh. The live stream carries them while it is open
 * (its first event is the counts); while it is down or not started, they are polled:
 * at once, then every 15 minutes (spec part 1 §7). Whoever asks on the bus (a message thread
 * opening) gets a fetch at any time. Only the newest answer is applied; failures keep the old
 * counts (the API client already shows the notice). Returns a stop function.
 */
export function startCountsSync({
  fetchCounts = getNotificationsCount,
  setCounts = setUnreadCounts,
  onRefreshRequest = onCountsRefreshRequest,
  onStatus = onLiveStatus,
  intervalMs = NOTIFICATION_POLL_MS,
}: CountsSyncOptions = {}): () => void {
  let stopped = false;
  let latest = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const refresh = () => {
    const ticket = ++latest;
    fetchCounts().then(
      (counts) => {
        if (!stopped && ticket === latest) setCounts(counts);
      },
      () => undefined,
    );
  };

  const stopPolling = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };

  const unsubscribeRefresh = onRefreshRequest(refresh);
  const unsubscribeStatus = onStatus((status) => {
    // The stream's first event is the counts at connect time; later ones follow each change.
    if (status === 'open') stopPolling();
    else if ((status === 'down' || status === 'off') && timer === null) {
      refresh();
      timer = setInterval(refresh, intervalMs);
    }
    // 'connecting' changes nothing: polling goes on until the stream is open.
  });

  return () => {
    stopped = true;
    stopPolling();
    unsubscribeRefresh();
    unsubscribeStatus();
  };
}
