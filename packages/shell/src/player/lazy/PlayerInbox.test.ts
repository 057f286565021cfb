import { emitAccountError, emitPlayerCommand, emitPostChanged, emitPostDeleted } from '@upclub/shared/bus';
import { songPost } from '../testing/posts';
import { PlayerInbox } from './PlayerInbox';

const page = { name: 'discover' };
const list = [songPost(1), songPost(2)];

function openInbox(wanted = false) {
  const withoutPlayer = jest.fn();
  const inbox = new PlayerInbox(wanted, withoutPlayer);
  const watcher = jest.fn();
  inbox.subscribe(watcher);
  const stop = inbox.listen();
  return { inbox, withoutPlayer, watcher, stop };
}

describe('PlayerInbox: the bus until the player is loaded', () => {
  it('stays idle for commands that need a current post, and for post changes', () => {
    const { inbox, watcher, stop } = openInbox();
    emitPlayerCommand({ type: 'pause' });
    emitPlayerCommand({ type: 'next' });
    emitPlayerCommand({ type: 'toggle' });
    emitPlayerCommand({ type: 'saveSnapshot' });
    emitPostChanged({ songPost: 1, liked: true });
    emitPostDeleted({ songPost: 1 });
    expect(inbox.getState()).toBe('idle');
    expect(watcher).not.toHaveBeenCalled();
    expect(inbox.handOver()).toEqual([]);
    stop();
  });

  it('is wanted when something else needs the player (a club room), once', () => {
    const { inbox, watcher, stop } = openInbox();
    inbox.want();
    inbox.want();
    expect(inbox.getState()).toBe('wanted');
    expect(watcher).toHaveBeenCalledTimes(1);
    inbox.handOver();
    inbox.want();
    expect(inbox.getState()).toBe('handedOver');
    stop();
  });

  it('answers account errors at once without the player', () => {
    const { inbox, withoutPlayer, stop } = openInbox();
    emitAccountError({ reason: 'premium_required' });
    expect(withoutPlayer).toHaveBeenCalledWith('premium_required');
    expect(inbox.getState()).toBe('idle');
    stop();
  });

  it('a play makes the player wanted and is kept, with everything after it, in order', () => {
    const { inbox, watcher, withoutPlayer, stop } = openInbox();
    emitPlayerCommand({ type: 'playList', list, index: 1, page });
    expect(inbox.getState()).toBe('wanted');
    expect(watcher).toHaveBeenCalledTimes(1);
    emitPlayerCommand({ type: 'open' });
    emitPostChanged({ songPost: 2, liked: true });
    emitAccountError({ reason: 'no_network' });
    expect(withoutPlayer).not.toHaveBeenCalled();

    expect(inbox.handOver()).toEqual([
      { type: 'command', command: { type: 'playList', list, index: 1, page } },
      { type: 'command', command: { type: 'open' } },
      { type: 'postChanged', change: { songPost: 2, liked: true } },
      { type: 'accountError', reason: 'no_network' },
    ]);
    expect(inbox.getState()).toBe('handedOver');
    stop();
  });

  it('a toggle with a post, and a play when ready, also start the player', () => {
    const first = openInbox();
    emitPlayerCommand({ type: 'toggle', post: list[0], list, page });
    expect(first.inbox.getState()).toBe('wanted');
    first.stop();
    const second = openInbox();
    emitPlayerCommand({ type: 'playWhenReady', post: list[0], openPlayer: true });
    expect(second.inbox.getState()).toBe('wanted');
    second.stop();
  });

  it("a post's comments need the player too (Now Playing shows them), though nothing plays", () => {
    const { inbox, stop } = openInbox();
    emitPlayerCommand({ type: 'openComments', post: list[1] });
    expect(inbox.getState()).toBe('wanted');
    expect(inbox.handOver()).toEqual([{ type: 'command', command: { type: 'openComments', post: list[1] } }]);
    stop();
  });

  it('stops listening once handed over: the player has the bus from then on', () => {
    const { inbox, stop } = openInbox(true);
    expect(inbox.handOver()).toEqual([]);
    emitPlayerCommand({ type: 'playList', list, index: 0, page });
    expect(inbox.handOver()).toEqual([]);
    expect(inbox.listen()).toEqual(expect.any(Function));
    emitPlayerCommand({ type: 'playList', list, index: 0, page });
    expect(inbox.handOver()).toEqual([]);
    stop();
  });

  it('after a failed load it is idle again, answers the kept account errors, and the next play asks again', () => {
    const { inbox, withoutPlayer, watcher, stop } = openInbox();
    emitPlayerCommand({ type: 'playList', list, index: 0, page });
    emitAccountError({ reason: 'forbidden' });
    inbox.loadFailed();
    expect(inbox.getState()).toBe('idle');
    expect(withoutPlayer).toHaveBeenCalledWith('forbidden');
    emitPlayerCommand({ type: 'playList', list, index: 1, page });
    expect(inbox.getState()).toBe('wanted');
    expect(watcher).toHaveBeenCalledTimes(3);
    expect(inbox.handOver()).toEqual([{ type: 'command', command: { type: 'playList', list, index: 1, page } }]);
    stop();
  });

  it('nothing is received after its listener stopped', () => {
    const { inbox, stop } = openInbox();
    stop();
    emitPlayerCommand({ type: 'playList', list, index: 0, page });
    expect(inbox.getState()).toBe('idle');
  });
});
