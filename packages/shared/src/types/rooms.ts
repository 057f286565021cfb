import type { TrackDetails } from './posts';

/** The actions of POST rooms/{room}/control/ (DJs only); ROOM_ACTIONS lists them. */
export type RoomAction = 'play' | 'pause' | 'seek' | 'skip' | 'previous';
/** The reactions a listener may send; ROOM_REACTIONS lists them. */
export type RoomReaction = 'heart' | 'fire' | 'clap' | 'laugh' | 'wave';

// Club listening rooms (docs/rooms.md). Field names are the API's. Times the client computes
// with are epoch milliseconds of the server's clock; `server_time` of each answer lets the client
// estimate its offset from that clock.

/**
 * A person in a room's state and events: a listener, who added a song, who started the room.
 * No picture: a state goes to every listener on every change, and pictures are data URLs of up
 * to 30,000 characters; GET rooms/{room}/listeners/ gives the avatars.
 */
export interface RoomUser {
  upclubuser: number;
  username: string;
}

/** A row of GET rooms/{room}/listeners/: a listener with their avatar. */
export interface RoomListener extends RoomUser {
  thumbnail_picture: string | null;
  /** Whether they may control the room (the club's owner or a curator). */
  is_dj: boolean;
}

/** GET rooms/{room}/listeners/: how many, and the first ROOM_LISTENERS_SHOWN in the order they joined. */
export interface RoomListeners {
  room: number;
  listeners: number;
  results: RoomListener[];
}

/** A song of a room: the current one, or one waiting in the queue. */
export interface RoomItem {
  /** The queue entry's id (DELETE rooms/{room}/queue/{item}/). */
  item: number;
  /** The provider's track id (what the player plays, as a post's `song`). */
  song: string;
  /** The club post it was added from (link to the post and its comments), or null (song search). */
  song_post: number | null;
  /** The track as posts embed it; `duration_ms` is what the room advances by. */
  track_details: TrackDetails;
  added_by: RoomUser;
}

/** Why a room ended: a DJ ended it, or no DJ was present for ROOM_DJ_ABSENT_END_MS. */
export type RoomEndReason = 'dj' | 'no_dj';

/**
 * A room's whole state, the same for every viewer: each answer of the room routes and each
 * `room` event carries it whole, so a client replaces what it had (unless its `version` is
 * older than the one it holds).
 *
 * The position now: `playing ? position_ms + (serverNow - position_at) : position_ms`, where
 * serverNow is the client's clock plus its estimated offset from `server_time`.
 */
export interface RoomState {
  room: number;
  club: number;
  club_name: string;
  /** Whether it is live; false once ended (then `ended_at` and `end_reason` are set). */
  live: boolean;
  started_by: RoomUser;
  /** ISO time. */
  started_at: string;
  ended_at: string | null;
  end_reason: RoomEndReason | null;
  /** Increases with every change of what plays (each command, queue change, advance, end). */
  version: number;
  /** The server's clock (epoch ms) when this state was read. */
  server_time: number;
  /** The song playing (or paused), or null: nothing left to play. */
  current: RoomItem | null;
  playing: boolean;
  /** The position in `current` (ms) at `position_at`. */
  position_ms: number;
  /** Server time (epoch ms) at which `position_ms` was true. */
  position_at: number;
  /** The songs waiting, next first. */
  queue: RoomItem[];
  /** How many are in the room. */
  listeners: number;
  /** The first ROOM_LISTENERS_SHOWN of them, in the order they joined. */
  listeners_sample: RoomUser[];
  /** The user ids allowed to control the room: the club's owner and curators. */
  djs: number[];
}

/** What a club answer says of its live room (`live_room`), or null when it has none. */
export interface LiveRoomSummary {
  room: number;
  listeners: number;
  /** ISO time. */
  started_at: string;
}

/** POST rooms/{room}/control/. */
export interface RoomControlBody {
  action: RoomAction;
  /** seek: where to (required); play: where to start (optional; else where it is). */
  position_ms?: number;
  /** The version the DJ saw: when the room has changed since, 409 and nothing is done. */
  version?: number;
}

/** POST rooms/{room}/queue/: exactly one of the two. */
export interface RoomQueueBody {
  /** A post (its track is added, linked to it). */
  song_post?: number;
  /** A track id from song search (v1/music/search/ on either provider). */
  song?: string;
}

export interface RoomReactBody {
  reaction: RoomReaction;
}

/** POST rooms/{room}/heartbeat/: the client compares `version` with its own, and resyncs if older. */
export interface RoomHeartbeat {
  room: number;
  live: boolean;
  version: number;
  server_time: number;
}

/** Event `room_presence`: who is in the room now (coalesced: at most one per ROOM_PRESENCE_EVENT_MS). */
export interface RoomPresenceEvent {
  room: number;
  listeners: number;
  listeners_sample: RoomUser[];
  server_time: number;
}

/** Event `room_reaction`: the reactions of the last ROOM_REACTION_BATCH_MS. */
export interface RoomReactionEvent {
  room: number;
  /** At most ROOM_REACTION_BATCH_LISTED of them, oldest first. */
  reactions: Array<{ upclubuser: number; username: string; reaction: RoomReaction }>;
  /** Every reaction of the batch by kind (listed or not). */
  counts: Partial<Record<RoomReaction, number>>;
  server_time: number;
}

/** Event `room_live`: a club the user follows or curates went live (the toast's words are `text`). */
export interface RoomLiveEvent {
  room: number;
  club: number;
  club_name: string;
  started_by: RoomUser;
  /** '{club} is live'. */
  text: string;
  /** The club's page. */
  link: string;
}

/** Event `room_ended`: to the club's followers and curators and the room's listeners. */
export interface RoomEndedEvent {
  room: number;
  club: number;
  end_reason: RoomEndReason;
}

/** The room events of v1/events/: never stored, so they carry no `id:` and are not replayed. */
export type RoomLiveEvents =
  | { type: 'room'; data: RoomState }
  | { type: 'room_presence'; data: RoomPresenceEvent }
  | { type: 'room_reaction'; data: RoomReactionEvent }
  | { type: 'room_live'; data: RoomLiveEvent }
  | { type: 'room_ended'; data: RoomEndedEvent };
