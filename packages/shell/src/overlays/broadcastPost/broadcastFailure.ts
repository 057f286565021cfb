import { errorText, messagesOf, statusOf } from '@upclub/shared/api';

/** Not a spec text: the post was deleted, or is no longer one the sender may see, before it went out. */
export const POST_GONE_TEXT = 'This post is no longer available.';

/** Where a failed broadcast is told in the modal: under the message, or above the buttons. */
export interface BroadcastFailure {
  field?: string;
  form?: string;
}

const bodyOf = (error: unknown): Record<string, unknown> | undefined => {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
};

/**
 * What the modal says of a failed broadcast: the server's message for the text under the field,
 * a post that is gone, else the words of errorText (403 without broadcast access, 404, how long
 * to wait after a 429, a server fault, no network).
 */
export function broadcastFailureOf(error: unknown): BroadcastFailure {
  const body = bodyOf(error);
  if (statusOf(error) === 400 && body) {
    const [field] = messagesOf({ text_message: body.text_message });
    if (field) return { field };
    if (body.song_post !== undefined) return { form: POST_GONE_TEXT };
  }
  return { form: errorText(error) };
}
