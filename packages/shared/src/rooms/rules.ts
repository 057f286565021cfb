// Club listening rooms (docs/rooms.md): every limit and timing of a room, named once. The API
// enforces them; the client reads the same numbers (heartbeat pace, what a listener may send).
// Here and not in the constants area: that area is in every page's first load, and only a page
// of a room (or the API) needs these.
import type { RoomAction, RoomReaction } from '@upclub/shared/types';

/** Live rooms a club has at once: starting another while one is live answers 409. */
export const ROOM_LIVE_PER_CLUB = 1;
/** Songs waiting after the current one: adding one more answers 400. */
export const ROOM_QUEUE_MAX = 100;
/** The reactions a listener may send (`reaction` of POST rooms/{room}/react/). */
export const ROOM_REACTIONS = ['heart', 'fire', 'clap', 'laugh', 'wave'] as const satisfies readonly RoomReaction[];
/** The actions of POST rooms/{room}/control/ (DJs only). */
export const ROOM_ACTIONS = ['play', 'pause', 'seek', 'skip', 'previous'] as const satisfies readonly RoomAction[];
/** Reactions one user may send in ROOM_REACTION_WINDOW_MS (every process together): one more is a 429. */
export const ROOM_REACTIONS_PER_WINDOW = 10;
export const ROOM_REACTION_WINDOW_MS = 10_000;
/**
 * Reactions are gathered this long and sent as one `room_reaction` event listing at most
 * ROOM_REACTION_BATCH_LISTED of them (and counting every one), so that a big room's hearts cost
 * each listener a few events a second, not one per heart.
 */
export const ROOM_REACTION_BATCH_MS = 250;
export const ROOM_REACTION_BATCH_LISTED = 20;
/** A listener's client calls heartbeat this often while in the room. */
export const ROOM_HEARTBEAT_MS = 30_000;
/** A listener not heard from for this long (three missed heartbeats) has left the room. */
export const ROOM_PRESENCE_TIMEOUT_MS = 90_000;
/** A room with no DJ present (none joined or heard from) for this long ends by itself. */
export const ROOM_DJ_ABSENT_END_MS = 10 * 60_000;
/** `room_presence` events of one room are sent at most once per this (joins and leaves coalesce). */
export const ROOM_PRESENCE_EVENT_MS = 1_000;
/** The listeners a room's state names (the first to join); `listeners` counts them all. */
export const ROOM_LISTENERS_SHOWN = 12;
/** `previous` past this far into a song starts it again; before it, goes back to the song before. */
export const ROOM_PREVIOUS_RESTART_MS = 3_000;
/** The toast of a room going live, told to the club's followers and curators: `{club}` is its name. */
export const ROOM_LIVE_TOAST = '{club} is live';

/** The texts of the rooms' errors (DRF bodies: `{detail}`, `{field: [..]}`, `{non_field_errors: [..]}`). */
export const ROOM_ERRORS = {
  notDj: 'Only the club’s owner and curators control its room.',
  liveAlready: 'This club’s room is live already.',
  ended: 'This room has ended.',
  noLiveRoom: 'This club has no live room.',
  changed: 'The room changed since that version: get its state and try again.',
  joinToReact: 'Join the room to react.',
  queueFull: `The queue is full: at most ${ROOM_QUEUE_MAX} songs wait.`,
  songOrPost: 'Send either song_post or song.',
  /** A `song_post` of another club (or of none): a room plays its club's posts or songs from song search. */
  notClubPost: 'Only the club’s own posts can be queued in its room.',
  nothingToPlay: 'Nothing to play: the queue is empty.',
  notInQueue: 'This song is not waiting in the queue.',
  trackNotFound: 'Track not found.',
  positionRequired: 'A seek needs position_ms.',
  /** DRF's message for a value outside a field's choices. */
  notAChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
  /** Throttle reason (between DRF's two throttle sentences). */
  reactingTooFast: 'You are reacting too fast.',
} as const;

// Every action and reaction of the types is listed above (the other direction is `satisfies`).
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
export const ROOM_LISTS_COMPLETE: [
  Missing<RoomAction, (typeof ROOM_ACTIONS)[number]>,
  Missing<RoomReaction, (typeof ROOM_REACTIONS)[number]>,
] = [true, true];
