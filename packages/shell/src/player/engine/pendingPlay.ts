import * as v from 'valibot';
import { STORAGE_KEYS, readStored, removeStored, writeStored, type StoredValue } from '@upclub/shared/session';
import type { SongPost, TrackPage } from '@upclub/shared/types';
import { storedPostSchema } from '../storage/playerStorage';

// A play that failed for a token reason (spec §4 Player) is kept here, armed when the user has
// authorized again (auth/flow/authorize.ts), and replayed by the player once it is ready.

export interface PendingPlay {
  post: SongPost;
  list: SongPost[];
  page: TrackPage | null;
  /** Set once the user authorized again: only then is the play replayed. */
  armed: boolean;
}

const pendingSchema = v.object({
  post: storedPostSchema,
  list: v.array(storedPostSchema),
  page: v.nullable(
    v.object({ name: v.string(), params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))) }),
  ),
  armed: v.boolean(),
});

export const PENDING_PLAY: StoredValue<PendingPlay | null> = {
  key: STORAGE_KEYS.pendingPlay,
  format: 'json',
  schema: v.nullable(pendingSchema),
  fallback: null,
};

export function savePendingPlay(play: Omit<PendingPlay, 'armed'>): void {
  try {
    writeStored(PENDING_PLAY, { ...play, armed: false });
  } catch {
    // storage blocked: the play is simply not replayed
  }
}

/** The user authorized the provider again: the saved play (if any) may now be replayed. */
export function armPendingPlay(): void {
  const pending = readStored(PENDING_PLAY);
  if (pending) writeStored(PENDING_PLAY, { ...pending, armed: true });
}

/** The saved play when it is armed; the record is removed either way. */
export function takePendingPlay(): PendingPlay | null {
  const pending = readStored(PENDING_PLAY);
  removeStored(PENDING_PLAY.key);
  return pending?.armed ? pending : null;
}
