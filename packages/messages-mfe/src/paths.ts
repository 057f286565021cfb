import { facts } from './routeFacts';

// The messages remote's addresses (spec part 2 §2): the list, a thread (`new` for an unsaved one)
// and a thread's settings.

export const MESSAGES_PATH = facts.path('messages');
export const NEW_THREAD_ID = 'new';
export const threadPath = (id: number | typeof NEW_THREAD_ID) => `${MESSAGES_PATH}/${id}`;
export const threadSettingsPath = (id: number) => `${threadPath(id)}/settings`;

/** The user id a `profile` query parameter carries after its colon ('alex:12' -> 12), or null. */
export function profileParam(value: string | null): { username: string; id: number } | null {
  if (!value) return null;
  const at = value.lastIndexOf(':');
  const id = Number(value.slice(at + 1));
  if (at < 0 || !Number.isInteger(id) || id <= 0) return null;
  return { username: value.slice(0, at), id };
}
