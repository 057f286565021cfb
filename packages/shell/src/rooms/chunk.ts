// Everything a page in a club's room needs, one chunk: the session (fetched by ./roomGate on the
// first join). Fewer chunks are fewer entries in the shell's start-up script, which every
// signed-in page loads.
export { startRoomSession } from './session';
