import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { reportError, statusOf, untoldErrorText } from '@upclub/shared/api';
import { addToRoomQueue, controlRoom, endRoom, getRoom, removeFromRoomQueue } from '@upclub/shared/rooms/api';
import { sendRoomCommand } from '@upclub/shared/bus';
import type { RoomAction } from '@upclub/shared/types';
import type { RoomQueueBody, RoomState } from '@upclub/shared/types';
import { clubKeys } from '../queries/keys';

/** A 409 that names the room's version: the DJ's screen was behind (docs/rooms.md "Versions"). */
const isStale = (error: unknown) =>
  statusOf(error) === 409 &&
  typeof (error as { response?: { data?: { version?: unknown } } }).response?.data?.version === 'number';

/** The page shows a refusal itself (its line, or the picker's): the API client does not tell it too. */
const QUIET = { quiet: true };

/** What a DJ's command came to: done, or refused with the words to show (null: the API client has told it). */
export type RoomActionOutcome = { done: true } | { done: false; message: string | null };

export interface RoomActions {
  control: (action: Exclude<RoomAction, 'seek'>) => Promise<void>;
  /** Adds a song; a refusal is the caller's to show (the picker it was added from). */
  add: (body: RoomQueueBody) => Promise<RoomActionOutcome>;
  remove: (item: number) => Promise<void>;
  end: () => Promise<void>;
  /**
   * The page's line about the last command: why it was refused, or that it met a newer room
   * (cleared by the next command).
   */
  note: string | null;
}

/**
 * A DJ's commands (docs/rooms.md): each answer is the room's newer state, applied at once (the
 * shell's session and the player follow it; this page's copy too) rather than when its event
 * comes. Controls carry the version the DJ saw: when the room changed meanwhile (409), its state
 * is read again and `changedText` is said. A refusal is told once, by the page: the calls are
 * quiet, and what the API client tells all the same (a 429, a server fault, no answer) the page
 * does not repeat.
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

  async function send(call: () => Promise<RoomState>): Promise<RoomActionOutcome> {
    setNote(null);
    try {
      apply(await call());
      return { done: true };
    } catch (error) {
      const message = isStale(error) ? changedText : untoldErrorText(error);
      // A stale version, or a room that ended meanwhile: what it is now is worth showing.
      if (statusOf(error) === 409) await getRoom(room).then(apply, reportError);
      return { done: false, message };
    }
  }

  /** A command whose refusal the page's line says. */
  async function said(call: () => Promise<RoomState>): Promise<void> {
    const outcome = await send(call);
    if (!outcome.done) setNote(outcome.message);
  }

  async function inTurn(call: () => Promise<RoomState>): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    try {
      await said(call);
    } finally {
      busy.current = false;
    }
  }

  return {
    control: (action) => inTurn(() => controlRoom(room, { action, version: state.version }, QUIET)),
    add: (body) => send(() => addToRoomQueue(room, body, QUIET)),
    remove: (item) => said(() => removeFromRoomQueue(room, item, QUIET)),
    end: () => inTurn(() => endRoom(room, QUIET)),
    note,
  };
}
