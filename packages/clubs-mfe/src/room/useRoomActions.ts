import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reportError, statusOf } from '@upclub/shared/api';
import { addToRoomQueue, controlRoom, endRoom, getRoom, removeFromRoomQueue } from '@upclub/shared/rooms/api';
import { sendRoomCommand } from '@upclub/shared/bus';
import type { RoomAction } from '@upclub/shared/types';
import type { RoomQueueBody, RoomState } from '@upclub/shared/types';
import { clubKeys } from '../queries/keys';

/** A 409 that names the room's version: the DJ's screen was behind (docs/rooms.md "Versions"). */
const isStale = (error: unknown) =>
  statusOf(error) === 409 &&
  typeof (error as { response?: { data?: { version?: unknown } } }).response?.data?.version === 'number';

export interface RoomActions {
  control: (action: Exclude<RoomAction, 'seek'>) => Promise<void>;
  add: (body: RoomQueueBody) => Promise<boolean>;
  remove: (item: number) => Promise<void>;
  end: () => Promise<void>;
  /** Said after a command met a newer room (cleared by the next command). */
  note: string | null;
}

/**
 * A DJ's commands (docs/rooms.md): each answer is the room's newer state, applied at once (the
 * shell's session and the player follow it; this page's copy too) rather than when its event
 * comes. Controls carry the version the DJ saw: when the room changed meanwhile (409), its state
 * is read again and `changedText` is said. Other failures are told by the API client.
 */
export function useRoomActions(state: RoomState, changedText: string): RoomActions {
  const client = useQueryClient();
  const [note, setNote] = useState<string | null>(null);
  // One control at a time: a second click while one is on its way is dropped (the buttons keep
  // their focus, which disabling them would take away). Queue changes need no such turn.
  const busy = useRef(false);
  const { room, club } = state;

  const apply = (answer: RoomState) => {
    // Answers may cross: the newest version stays.
    client.setQueryData<RoomState>(clubKeys.room(club), (old) =>
      old?.room === answer.room && old.version > answer.version ? old : answer,
    );
    sendRoomCommand({ type: 'apply', state: answer });
  };

  async function send(call: () => Promise<RoomState>): Promise<boolean> {
    setNote(null);
    try {
      apply(await call());
      return true;
    } catch (error) {
      reportError(error);
      // A stale version, or a room that ended meanwhile: what it is now is worth showing.
      if (statusOf(error) === 409) {
        if (isStale(error)) setNote(changedText);
        await getRoom(room).then(apply, reportError);
      }
      return false;
    }
  }

  async function inTurn(call: () => Promise<RoomState>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    try {
      await send(call);
    } finally {
      busy.current = false;
    }
  }

  return {
    control: (action) => inTurn(() => controlRoom(room, { action, version: state.version })),
    add: (body) => send(() => addToRoomQueue(room, body)),
    remove: async (item) => {
      await send(() => removeFromRoomQueue(room, item));
    },
    end: () => inTurn(() => endRoom(room)),
    note,
  };
}
