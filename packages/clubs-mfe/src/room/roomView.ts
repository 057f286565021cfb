import { statusOf } from '@upclub/shared/api';
import type { RoomSession, RoomSessionStatus } from '@upclub/shared/bus';
import type { RoomState } from '@upclub/shared/types';

// What the room page shows, from the two things it knows: the club's live room as fetched (GET
// clubs/{club}/room/, and the answers of the DJ's own commands) and the room session the shell
// keeps (joining, the live state, the clock offset). One pure function, so each state is tested.

export type RoomView =
  | { type: 'loading' }
  /** The club has no live room (404). */
  | { type: 'missing' }
  /** The room could not be fetched (Retry fetches it again). */
  | { type: 'failed' }
  /** Joining failed (Retry joins again). */
  | { type: 'error'; message?: string }
  | { type: 'ended' }
  | { type: 'room'; state: RoomState; clockOffsetMs: number; status: RoomSessionStatus | null };

export interface RoomViewInput {
  club: number;
  session: RoomSession | null;
  /** The club room query's answer, if any. */
  fetched: RoomState | undefined;
  fetchStatus: 'pending' | 'error' | 'success';
  fetchError: unknown;
}

const isLiveSession = (session: RoomSession | null): session is RoomSession & { state: RoomState } =>
  !!session?.state?.live && session.status !== 'ended' && session.status !== 'error';

const room = (state: RoomState, session: RoomSession | null): RoomView => ({
  type: 'room',
  state,
  clockOffsetMs: session?.clockOffsetMs ?? 0,
  status: session?.status ?? null,
});

export function roomViewOf({ club, session, fetched, fetchStatus, fetchError }: RoomViewInput): RoomView {
  const ofClub = session?.club === club ? session : null;
  if (!fetched) {
    // Nothing fetched yet (or the fetch failed): a live session of this club's room shows it.
    if (isLiveSession(ofClub)) return room(ofClub.state, ofClub);
    if (fetchStatus === 'pending') return { type: 'loading' };
    if (ofClub?.status === 'ended') return { type: 'ended' };
    return statusOf(fetchError) === 404 ? { type: 'missing' } : { type: 'failed' };
  }
  // The session of another room (an older one of this club) says nothing of this one.
  const mine = ofClub?.room === fetched.room ? ofClub : null;
  // The newest state: the session's unless a command's answer is newer (the shell applies it soon).
  const state = mine?.state && mine.state.version >= fetched.version ? mine.state : fetched;
  if (mine?.status === 'ended' || !state.live) return { type: 'ended' };
  if (mine?.status === 'error') return { type: 'error', message: mine.error };
  return room(state, mine);
}
