import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addUsersToMessageThread,
  createMessage,
  leaveMessageThread,
  postSong,
  setMessageThreadName,
  setMessageThreadSettings,
  reportError,
} from '@upclub/shared/api';
import { noticeSuccess } from '@upclub/shared/bus';
import { POST_TYPE_PLAIN, type CreateMessageResponse, type MessageThread, type Track } from '@upclub/shared/types';
import { MESSAGES_TEXT } from '../texts';
import { messageKeys } from './keys';
import { addMessageToCache, moveThreadToTop, removeThreadFromLists } from './messages';

/** Where a message goes: an existing thread, or (null) a new one with these users. */
export interface SendTarget {
  thread: number | null;
  users: number[];
}

export interface SendInput {
  text: string;
  /** A track chosen in the song search ('Send a song'). */
  track?: Track | null;
}

/**
 * Sends text and/or a song. A song is first stored as a plain post (post_type 1, spec part 1 §3:
 * a message song, in no feed), then sent by its id. The message shows at once in the thread and
 * the thread moves to the top of the list.
 */
export function useSendMessage(target: SendTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, track }: SendInput): Promise<CreateMessageResponse> => {
      const songPost = track
        ? await postSong({ song: track.id, title: track.name, comment: '', mentions: [], post_type: POST_TYPE_PLAIN })
        : null;
      return createMessage({
        messagethread: target.thread,
        text,
        song_post: songPost?.song_post ?? null,
        ...(target.thread === null && { upclubusers: target.users }),
      });
    },
    onSuccess: (sent) => {
      addMessageToCache(client, sent.message);
      client.setQueryData(messageKeys.thread(sent.messagethread), sent.thread);
      if (!moveThreadToTop(client, sent.messagethread, () => sent.thread)) {
        void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
      }
    },
    // Spec part 2 §8: a failed send only stops the spinner (the client noticed 400s already).
    onError: reportError,
  });
}

export interface SettingsChange {
  name: string | null;
  add: number[];
  /** The chat settings' switches that changed (null: neither). */
  switches: { notify?: boolean; mute?: boolean } | null;
}

/**
 * Save Changes: the name first, then the members (spec part 2 §4), then the member's own switches
 * (the chat settings), then 'Settings updated'.
 */
export function useSaveSettings(thread: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, add, switches }: SettingsChange): Promise<MessageThread | null> => {
      let saved: MessageThread | null = null;
      if (name !== null) saved = await setMessageThreadName(thread, name);
      if (add.length) saved = await addUsersToMessageThread(thread, add);
      if (switches) client.setQueryData(messageKeys.settings(thread), await setMessageThreadSettings(thread, switches));
      return saved;
    },
    onSuccess: (saved) => {
      if (saved) client.setQueryData(messageKeys.thread(thread), saved);
      void client.invalidateQueries({ queryKey: messageKeys.threadLists() });
      noticeSuccess(MESSAGES_TEXT.settingsUpdated);
    },
    onError: reportError,
  });
}

/** Leaves a thread: it goes from the lists (the page returns to messages). */
export function useLeaveThread(thread: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => leaveMessageThread(thread),
    onSuccess: () => {
      removeThreadFromLists(client, thread);
      client.removeQueries({ queryKey: messageKeys.thread(thread) });
      client.removeQueries({ queryKey: messageKeys.messagesOf(thread) });
    },
    onError: reportError,
  });
}
