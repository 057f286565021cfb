import type {
  CheckMessageThreadResponse,
  CreateMessageBody,
  CreateMessageResponse,
  Message,
  MessageKind,
  MessageThread,
  Paged,
  ThreadSettings,
  UserSearchResult,
} from '@upclub/shared/types';
import { http } from './client';

// One function per Messages call of spec part 2 §7. Paged calls take either the first page's
// arguments or the `next` URL of the previous answer, which the client follows as is.

const follow = <T>(next: string) => http.get<Paged<T>>(next).then((r) => r.data);
const enc = encodeURIComponent;

/** The signed-in user's threads, newest activity first (the share modal and the messages page). */
export const getMessageThreads = (next?: string | null) =>
  next ? follow<MessageThread>(next) : http.get<Paged<MessageThread>>('v1/getmessagethreads/').then((r) => r.data);

/** 'Search messages': threads whose name, another member's username or a message's text contains the query. */
export const searchMessageThreads = (query: string, next?: string | null) =>
  next
    ? follow<MessageThread>(next)
    : http.get<Paged<MessageThread>>(`v1/searchmessagethreads/${enc(query)}`).then((r) => r.data);

/** Threads whose name contains the query. */
export const searchMessageThreadNames = (query: string, next?: string | null) =>
  next
    ? follow<MessageThread>(next)
    : http.get<Paged<MessageThread>>(`v1/messagessearchmessagethreadnames/${enc(query)}`).then((r) => r.data);

/** One thread (members only; 403 for anyone else). */
export const getMessageThreadInfo = (id: number) =>
  http.get<MessageThread>(`v1/getmessagethreadinfo/${id}`).then((r) => r.data);

/**
 * A thread's messages, newest first, `kind` 'all' or 'songs'; reading the thread marks it read
 * for the caller.
 */
export const getMessages = (thread: number, kind: MessageKind, next?: string | null) =>
  next ? follow<Message>(next) : http.get<Paged<Message>>(`v1/getmessages/${thread}/${kind}`).then((r) => r.data);

/** The new message modal's user search (never the caller). */
export const messagesSearchUsername = (query: string, next?: string | null) =>
  next
    ? follow<UserSearchResult>(next)
    : http.get<Paged<UserSearchResult>>(`v1/messagessearchusername/${enc(query)}`).then((r) => r.data);

/** The thread whose members are exactly the caller and these users, or null. */
export const checkMessageThread = (upclubusers: number[]) =>
  http.post<CheckMessageThreadResponse>('v1/checkmessagethread/', { upclubusers }).then((r) => r.data);

/**
 * Sends a message; `messagethread: null` with `upclubusers` starts a thread (or reuses the 1:1
 * thread with one user). A 400's field messages show as notices, as for every call (spec part 2 §8).
 */
export const createMessage = (body: CreateMessageBody) =>
  http.post<CreateMessageResponse>('v1/createmessage/', body).then((r) => r.data);

export const setMessageThreadName = (id: number, messagethreadname: string) =>
  http.patch<MessageThread>(`v1/setmessagethreadname/${id}`, { messagethreadname }).then((r) => r.data);

export const addUsersToMessageThread = (id: number, upclubusers: number[]) =>
  http.patch<MessageThread>(`v1/adduserstomessagethread/${id}`, { upclubusers }).then((r) => r.data);

/** The caller's own switches for a thread (the chat settings screen). */
export const getMessageThreadSettings = (id: number) =>
  http.get<ThreadSettings>(`v1/getmessagethreadsettings/${id}`).then((r) => r.data);

export const setMessageThreadSettings = (id: number, body: { notify?: boolean; mute?: boolean }) =>
  http.patch<ThreadSettings>(`v1/setmessagethreadsettings/${id}`, body).then((r) => r.data);

export const leaveMessageThread = (id: number) =>
  http.post<{ detail: string }>(`v1/leavemessagethread/${id}`).then((r) => r.data);
