import type { SongPost, Track } from '@upclub/shared/types';
import { channel } from './bus';

// Requests for the shell's global overlays (DESIGN §1): pages ask, the shell opens.

/** The song search modal's modes (spec part 1 §2): its title depends on them. */
export type SongSearchMode = 'post' | 'message' | 'message_to_all';

/** The song the club picker posts into the chosen club, with the caption typed in the track detail. */
export interface ClubPickerPost {
  track: Track;
  /** The caption's plain text (mentions as typed). */
  comment: string;
  /** The mentioned users' ids. */
  mentions: number[];
}

export type OverlayRequest =
  | { type: 'songSearch'; mode: SongSearchMode; club?: { id: number; name: string } | null }
  | { type: 'trackDetail'; track: Track; mode: SongSearchMode; club?: { id: number; name: string } | null }
  | { type: 'clubPicker'; post: ClubPickerPost }
  | { type: 'share'; post: SongPost }
  | { type: 'deletePost'; post: SongPost }
  | { type: 'broadcastPost'; post: SongPost }
  | { type: 'premiumRequired' };

const overlays = channel<OverlayRequest>();
export const openOverlay = overlays.emit;
export const onOverlayRequest = overlays.on;

/**
 * A track chosen in the song search modal in 'message' or 'message_to_all' mode: the messages
 * and staff remotes listen for it and send it.
 */
export interface TrackChosen {
  mode: Exclude<SongSearchMode, 'post'>;
  track: Track;
  text: string;
}
const trackChosen = channel<TrackChosen>();
export const emitTrackChosen = trackChosen.emit;
export const onTrackChosen = trackChosen.on;
