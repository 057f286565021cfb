import type { AccountErrorReason } from '@upclub/shared/bus';
import { listenToPlayerBus, loadsPlayer, type PlayerEvent, type PlayerHandOver } from '../playerBus';

/** `idle`: nothing to play; `wanted`: the player is loading; `handedOver`: it listens itself. */
export type InboxState = 'idle' | 'wanted' | 'handedOver';

/**
 * The player's bus until its engine is loaded. Idle, it waits for a command that needs it (one
 * that starts playback, or shows a post's comments): that one makes the player wanted (the
 * chrome loads it) and is kept, with everything after it,
 * until the player takes them over, so a first play is never lost. The other commands and post
 * changes concern a current post, and there is none yet; account errors are answered at once
 * without the player (a song search's provider call can raise them before anything played).
 */
export class PlayerInbox implements PlayerHandOver {
  private state: InboxState;
  private queue: PlayerEvent[] = [];
  private off: (() => void) | null = null;
  private readonly watchers = new Set<() => void>();

  constructor(
    wanted: boolean,
    private readonly withoutPlayer: (reason: AccountErrorReason) => void,
  ) {
    this.state = wanted ? 'wanted' : 'idle';
  }

  getState = (): InboxState => this.state;

  subscribe = (watcher: () => void): (() => void) => {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  };

  /** Listens to the bus until the player takes over; returns the unsubscribe. */
  listen(): () => void {
    if (this.state === 'handedOver') return () => undefined;
    this.off?.();
    const off = listenToPlayerBus(this.receive);
    this.off = off;
    return () => {
      off();
      if (this.off === off) this.off = null;
    };
  }

  /** The player listens from now on: stop, and give it what was kept, in order. */
  handOver(): PlayerEvent[] {
    this.off?.();
    this.off = null;
    const kept = this.queue;
    this.queue = [];
    this.setState('handedOver');
    return kept;
  }

  /** Something other than a command needs the player (a club room being joined): it loads. */
  want(): void {
    if (this.state === 'idle') this.setState('wanted');
  }

  /** The player could not be loaded: idle again (the next play tries again); kept account errors are still answered. */
  loadFailed(): void {
    if (this.state !== 'wanted') return;
    const kept = this.queue;
    this.queue = [];
    this.setState('idle');
    kept.forEach((event) => {
      if (event.type === 'accountError') this.withoutPlayer(event.reason);
    });
  }

  private readonly receive = (event: PlayerEvent): void => {
    if (this.state === 'wanted') {
      this.queue.push(event);
    } else if (event.type === 'command' && loadsPlayer(event.command)) {
      this.queue.push(event);
      this.setState('wanted');
    } else if (event.type === 'accountError') {
      this.withoutPlayer(event.reason);
    }
  };

  private setState(state: InboxState): void {
    if (this.state === state) return;
    this.state = state;
    this.watchers.forEach((watcher) => watcher());
  }
}
