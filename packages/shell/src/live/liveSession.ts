import { liveEventsUrl } from '@upclub/shared/api';
import { emitLiveEvent, emitUnauthorized, onCurrentUser, setLiveStatus, setUnreadCounts } from '@upclub/shared/bus';
import { createLiveClient, type LiveClient, type LiveClientOptions } from '@upclub/shared/live';
import { getToken } from '@upclub/shared/session';
import type { LiveEvent, UserDetails } from '@upclub/shared/types';
import { startCountsSync } from './countsSync';

/**
 * What the shell does with a live event before anyone else hears it: the counts it carries go
 * to the side menu's markers at once; then it is published on the bus for every piece (the
 * notifications page, the messages, the toasts).
 */
export function applyLiveEvent(event: LiveEvent): void {
  if (event.type === 'counts') setUnreadCounts(event.data);
  else if (event.type === 'notification' || event.type === 'message') setUnreadCounts(event.data.counts);
  emitLiveEvent(event);
}

export interface LiveSessionDeps {
  onUser?: (listener: (user: UserDetails | null) => void) => () => void;
  token?: () => string | null;
  createClient?: (options: LiveClientOptions) => LiveClient;
  startCounts?: () => () => void;
}

/**
 * One live connection per signed-in session: it starts when a user signs in (or the page opens
 * with a session), stops when the session ends, and is made anew for another user. The unread
 * counts are kept with it: carried by the stream while it is open, polled while it is down.
 * Returns a stop function.
 */
export function startLiveSession({
  onUser = onCurrentUser,
  token = getToken,
  createClient = createLiveClient,
  startCounts = startCountsSync,
}: LiveSessionDeps = {}): () => void {
  let client: LiveClient | null = null;
  let stopCounts: (() => void) | null = null;
  let userId: number | null = null;

  const end = () => {
    stopCounts?.();
    stopCounts = null;
    client?.stop();
    client = null;
    userId = null;
  };

  const stopListening = onUser((user) => {
    if (!user || !token()) {
      end();
      return;
    }
    // The same user's details refreshed (a profile save): the session and its connection go on.
    if (user.upclubuser === userId) return;
    end();
    userId = user.upclubuser;
    client = createClient({
      url: liveEventsUrl,
      token,
      onEvent: applyLiveEvent,
      onStatus: setLiveStatus,
      onUnauthorized: emitUnauthorized,
    });
    // The client says 'connecting' at once, so the counts wait for the stream instead of polling.
    client.start();
    stopCounts = startCounts();
  });

  return () => {
    stopListening();
    end();
  };
}
