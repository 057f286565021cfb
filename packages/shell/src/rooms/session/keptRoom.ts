import * as v from 'valibot';
import { ROOM_SESSION_KEY, forgetRoom } from '@upclub/shared/session';

// The club room this tab is in, kept for a reload to come back into (docs/rooms.md): written by
// the room session when a join is answered, read at the next start. Here, in the room's chunk,
// with its schema; every page has only whether there is one, and forgetting it
// (@upclub/shared/session).

// v.safeInteger, not v.integer: valibot is one module of the first load, holding every function
// the shell uses anywhere; the player's stored state uses this one already.
const idSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
const keptRoomSchema = v.object({ room: idSchema, club: idSchema });

/** The room this tab is in, and its club (the room page's address). */
export type KeptRoom = v.InferOutput<typeof keptRoomSchema>;

/** This tab's storage (null where the browser blocks it). */
function tab(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepRoom({ room, club }: KeptRoom): void {
  try {
    tab()?.setItem(ROOM_SESSION_KEY, JSON.stringify({ room, club }));
  } catch {
    // a full or blocked storage only loses the way back after a reload
  }
}

/** The room this tab kept, or null (none, or a mark that is not one: forgotten). */
export function keptRoom(): KeptRoom | null {
  let raw: string | null = null;
  try {
    raw = tab()?.getItem(ROOM_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let decoded: unknown = null;
  try {
    decoded = JSON.parse(raw);
  } catch {
    // not JSON: not a room
  }
  const parsed = v.safeParse(keptRoomSchema, decoded);
  if (parsed.success) return parsed.output;
  forgetRoom();
  return null;
}
