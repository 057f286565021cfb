// Everything a page in a club's room needs, one chunk: the session (fetched by ./roomGate on the
// first join), the player's link to it with its follower (fetched by the player when it first
// sees a room session) and the leave question. Fewer chunks are fewer entries in the shell's
// start-up script, which every signed-in page loads.
export { startRoomSession } from './session';
export { RoomLink } from '../player/room/RoomLink';
export { LeaveRoomConfirm } from '../player/room/LeaveRoomConfirm';
