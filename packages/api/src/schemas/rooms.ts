import { z } from 'zod';
import type { RoomHeartbeat, RoomItem, RoomListeners, RoomState, RoomUser } from '@upclub/shared/types';
import { rowIdParam } from './common';
import { trackDetailsSchema } from './posts';

// Response bodies of the listening rooms (docs/rooms.md), each checked against @upclub/shared's types below.

const id = () => z.number().int();
const epochMs = () => z.number().int().describe('Epoch milliseconds of the server’s clock');

export const roomUserSchema = z.object({ upclubuser: id(), username: z.string() });

export const roomItemSchema = z.object({
  item: id().describe('The queue entry (DELETE rooms/{room}/queue/{item}/)'),
  song: z.string().describe('The provider’s track id'),
  song_post: id().nullable().describe('The post it was added from (its comments), or null: from song search'),
  track_details: trackDetailsSchema,
  added_by: roomUserSchema,
});

export const roomStateSchema = z.object({
  room: id(),
  club: id(),
  club_name: z.string(),
  live: z.boolean(),
  started_by: roomUserSchema,
  started_at: z.string().describe('ISO time'),
  ended_at: z.string().nullable(),
  end_reason: z.enum(['dj', 'no_dj']).nullable(),
  version: id().describe('+1 with every change of what plays: keep the highest'),
  server_time: epochMs().describe('The server’s clock when this was read (clock offset)'),
  current: roomItemSchema.nullable(),
  playing: z.boolean(),
  position_ms: id().describe('The position in `current` at `position_at`'),
  position_at: epochMs(),
  queue: z.array(roomItemSchema).describe('Waiting, next first'),
  listeners: id(),
  listeners_sample: z.array(roomUserSchema).describe('The first to join'),
  djs: z.array(id()).describe('Who may control: the club’s owner and curators'),
});

export const roomHeartbeatSchema = z.object({
  room: id(),
  live: z.boolean(),
  version: id(),
  server_time: epochMs(),
});

export const roomListenersSchema = z.object({
  room: id(),
  listeners: id(),
  results: z.array(roomUserSchema.extend({ thumbnail_picture: z.string().nullable(), is_dj: z.boolean() })),
});

/** 409: `{detail}`, with the live room's id (start) or the room's version (a stale control). */
export const roomConflictSchema = z
  .object({ detail: z.string(), room: id().nullable().optional(), version: id().optional() })
  .describe('`{detail}`; `room`: the live room (start); `version`: the current one (stale `version`)');

export const roomParams = z.object({ room: rowIdParam() });
export const roomItemParams = roomParams.extend({ item: rowIdParam() });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<z.infer<typeof roomUserSchema>, RoomUser>,
  Same<z.infer<typeof roomItemSchema>, RoomItem>,
  Same<z.infer<typeof roomStateSchema>, RoomState>,
  Same<z.infer<typeof roomHeartbeatSchema>, RoomHeartbeat>,
  Same<z.infer<typeof roomListenersSchema>, RoomListeners>,
] = [true, true, true, true, true];
void checks;
