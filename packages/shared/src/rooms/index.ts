// Club listening rooms in the browser: the pure sync math both the shell's player (which follows
// the room) and the club's room view (which draws it) use, and the link of a room's song to its
// post. docs/rooms.md is the contract.
export * from './rules';
export * from './constants';
export * from './clock';
export * from './position';
export * from './drift';
export * from './links';
