import { BROADCAST_TEXT_MAX_LENGTH, MSG } from '@upclub/shared/constants';
import type { SongSearchMode } from '@upclub/shared/bus';
import { firstErrors, postCaptionSchema } from '@upclub/shared/validation';

export interface CaptionErrors {
  comment?: string;
  mentions?: string;
}

/** A post caption against spec §5: at most 400 characters and 8 mentions. */
export function captionErrors(comment: string, mentionIds: number[]): CaptionErrors {
  const result = postCaptionSchema.safeParse({ comment, mentions: mentionIds });
  return result.success ? {} : firstErrors(result.error);
}

/** The text sent with a song in a message: 'send to all' shares the broadcast limit (spec §9). */
export function messageTextError(mode: Exclude<SongSearchMode, 'post'>, text: string): string | undefined {
  return mode === 'message_to_all' && text.length > BROADCAST_TEXT_MAX_LENGTH ? MSG.broadcastLength : undefined;
}
