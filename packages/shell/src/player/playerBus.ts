import {
  onAccountError,
  onPlayerCommand,
  onPostChanged,
  onPostDeleted,
  type AccountErrorReason,
  type PlayerCommand,
  type PostChange,
} from '@upclub/shared/bus';

/** Everything the bus tells the player, as one value (so it can be kept and handed on). */
export type PlayerEvent =
  | { type: 'command'; command: PlayerCommand }
  | { type: 'postChanged'; change: PostChange }
  | { type: 'postDeleted'; songPost: number }
  | { type: 'accountError'; reason: AccountErrorReason };

/** Listens to the player's channels of the bus; returns the unsubscribe. */
export function listenToPlayerBus(receive: (event: PlayerEvent) => void): () => void {
  const offs = [
    onPlayerCommand((command) => receive({ type: 'command', command })),
    onPostChanged((change) => receive({ type: 'postChanged', change })),
    onPostDeleted(({ songPost }) => receive({ type: 'postDeleted', songPost })),
    onAccountError(({ reason }) => receive({ type: 'accountError', reason })),
  ];
  return () => offs.forEach((off) => off());
}

/**
 * Whether a command needs the player when nothing was playing: one that starts playback, or
 * shows a post's comments in Now Playing; the other commands act on a current post or list, and
 * there is none yet.
 */
export function loadsPlayer(command: PlayerCommand): boolean {
  switch (command.type) {
    case 'playList':
    case 'playWhenReady':
    case 'openComments':
      return true;
    case 'toggle':
      return command.post !== undefined;
    default:
      return false;
  }
}

/** Where the loaded player takes over the events kept while it loaded. */
export interface PlayerHandOver {
  handOver(): PlayerEvent[];
}
