import type { RoomCommand } from '@upclub/shared/bus';
import type * as Chunk from './chunk';

/** What the gate (./roomGate) hands the room commands to: the page's room session (./session). */
export interface RoomSessionHandle {
  handle(command: RoomCommand): void;
  /** After a reload: the room this tab was in (kept in the tab), joined again if it is still live. */
  rejoin(): void;
}

/** The room's chunk (./chunk), as the gate and the player load it. */
export type RoomChunk = typeof Chunk;
