import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getMessages } from '@upclub/shared/api';
import { getCurrentUser, onLiveEventOf, requestCountsRefresh } from '@upclub/shared/bus';
import { messageKeys } from './keys';
import { addMessageToCache, moveThreadToTop, replaceThreadInLists } from './messages';

/**
 * Live messages (spec part 2 §4: incoming messages move the thread to the top). A message from the
 * events stream shows at once in its open thread and moves its thread to the top of the list,
 * unread unless it is the open one (which is then read on the server too, quietly).
 */
export function useMessageEvents(openThread: number | null) {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEventOf('message', ({ messagethread, message }) => {
        addMessageToCache(client, message);
        const open = messagethread === openThread;
        const mine = message.upclubuser !== null && message.upclubuser === getCurrentUser()?.upclubuser;
        const moved = moveThreadToTop(client, messagethread, (thread) => ({
          ...thread,
          latest_message: {
            upclubuser: message.upclubuser,
            username: message.username,
            text: message.text,
            song_post: message.song_post,
          },
          song_post: message.song_post,
          notification_age: 'now',
          already_read: open || mine ? true : false,
        }));
        // A thread the list does not hold yet (a new one, or further down than loaded) comes with a refetch.
        if (!moved) void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
        if (open && !mine) {
          void getMessages(messagethread, 'all')
            .then(() => requestCountsRefresh())
            .catch(() => undefined);
        }
      }),
    [client, openThread],
  );
}

/**
 * Live thread changes (another member renamed the thread, added members or left): the thread's
 * header, its settings and its row in the lists take the new state at once; a thread this user was
 * just added to is not in their list yet, which is refetched to show it.
 */
export function useThreadEvents() {
  const client = useQueryClient();
  useEffect(
    () =>
      onLiveEventOf('thread', ({ messagethread, thread }) => {
        client.setQueryData(messageKeys.thread(messagethread), thread);
        if (!replaceThreadInLists(client, thread)) {
          void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
        }
      }),
    [client],
  );
}
