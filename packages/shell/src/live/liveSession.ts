import { liveEventsUrl } from '@upclub/shared/api';
import {
  emitLiveEvent,
  emitUnauthorized,
  noticeError,
  onCurrentUser,
  requestCountsRefresh,
  setLiveStatus,
  setUnreadCounts,
} from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import type { LiveClient, LiveClientOptions } from '@upclub/shared/live';
import { getToken } from '@upclub/shared/session';
import type { LiveEvent, UserDetails } from '@upclub/shared/types';
import { startCountsSync } from './countsSync';
import { tabSharedClient } from './sharedStream';

/**
 * What the shell does with a live event before anyone else hears it: the counts it carries go
 * to the side menu's markers at once; then it is published on the bus for every piece (the
 * notifications page, the messages, the toasts).
 */
export function applyLiveEvent(event: LiveEvent): void {
  if (event.type === 'counts') setUnreadCounts(event.data);
  else if (event.type === 'notification' || event.type === 'message' || event.type === 'thread') {
    setUnreadCounts(event.data.counts);
  }
  emitLiveEvent(event);
}

/**
 * The live client, fetched when a session starts: a signed-out page (the login) never opens the
 * stream, so it does not download the client and its event-stream parser. With the user's id, the
 * stream is one for all of this user's tabs where the browser can share it (sharedStream.ts says
 * why); a tab hearing it through another asks once for the unread counts it sent before.
 */
export function loadLiveClient(options: LiveClientOptions, userId?: number): LiveClient {
  let real: LiveClient | null = null;
  let stopped = false;
  return {
    start() {
      // Said at once, as the client itself does, so the counts wait for the stream instead of polling.
      options.onStatus?.('connecting');
      import('@upclub/shared/live').then(
        ({ createLiveClient }) => {
          if (stopped) return;
          real =
            userId === undefined
              ? createLiveClient(options)
              : tabSharedClient(userId, options, createLiveClient, requestCountsRefresh);
          real.start();
        },
        // Not fetched (offline): the counts are polled, as while the stream is down.
        () => {
          if (!stopped) options.onStatus?.('down');
        },
      );
    },
    stop() {
      stopped = true;
      if (real) real.stop();
      else options.onStatus?.('off');
    },
    lastEventId: () => real?.lastEventId(),
  };
}

export interface LiveSessionDeps {
  onUser?: (listener: (user: UserDetails | null) => void) => () => void;
  token?: () => string | null;
  createClient?: (options: LiveClientOptions, userId: number) => LiveClient;
  startCounts?: () => () => void;
}

/**
 * One live connection per signed-in session (one for all of the user's tabs): it starts when a
 * user signs in (or the page opens with a session), stops when the session ends, and is made anew
 * for another user. The unread counts are kept with it: carried by the stream while it is open,
 * polled while it is down.
 * Returns a stop function.
 */
export function startLiveSession({
  onUser = onCurrentUser,
  token = getToken,
  createClient = loadLiveClient,
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
    client = createClient(
      {
        url: liveEventsUrl,
        token,
        onEvent: applyLiveEvent,
        onStatus: setLiveStatus,
        // No request of the API client saw this 401, so nothing has said it yet (spec §8).
        onUnauthorized: () => {
          noticeError(NOTICE.unauthorized);
          emitUnauthorized();
        },
      },
      user.upclubuser,
    );
    // The client says 'connecting' at once, so the counts wait for the stream instead of polling.
    client.start();
    stopCounts = startCounts();
  });

  return () => {
    stopListening();
    end();
  };
}
