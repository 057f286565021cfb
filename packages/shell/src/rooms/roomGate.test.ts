import { onNotice, sendRoomCommand, type Notice, type RoomCommand } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';
import { aRoomState } from '@upclub/shared/testing';
import { startRoomGate } from './roomGate';

// The room's code is its own chunk: loaded on the first join, not before (the shell's budget).

let stop = () => {};
afterEach(() => stop());

/**
 * A gate whose chunk loads when the test says (`arrive`, `fail`), recording what the session is
 * handed; `kept`: the tab was in a room before a reload.
 */
function gate(kept = false) {
  const handled: Array<RoomCommand | { type: 'rejoin' }> = [];
  let settle = { arrive: () => {}, fail: () => {} };
  const chunk = {
    startRoomSession: () => ({
      handle: (command: RoomCommand) => void handled.push(command),
      rejoin: () => void handled.push({ type: 'rejoin' }),
    }),
  };
  const load = jest.fn(
    () =>
      new Promise<typeof chunk>((resolve, reject) => {
        settle = { arrive: () => resolve(chunk), fail: () => reject(new Error('ChunkLoadError')) };
      }),
  );
  stop = startRoomGate(load, undefined, () => kept);
  const settled = async (how: 'arrive' | 'fail') => {
    settle[how]();
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
  };
  return { handled, load, settled };
}

it('loads nothing for a leave or a state before any join', () => {
  const { load } = gate();
  sendRoomCommand({ type: 'leave' });
  sendRoomCommand({ type: 'apply', state: aRoomState() });
  expect(load).not.toHaveBeenCalled();
});

it('loads the room on the first join and hands the session what was asked meanwhile, in order, then everything', async () => {
  const { load, handled, settled } = gate();
  sendRoomCommand({ type: 'join', room: 7, club: 3 });
  sendRoomCommand({ type: 'leave' });
  sendRoomCommand({ type: 'join', room: 8, club: 4 });
  expect(load).toHaveBeenCalledTimes(1);
  await settled('arrive');
  sendRoomCommand({ type: 'leave' });
  await Promise.resolve();
  expect(handled.map((command) => command.type)).toEqual(['join', 'leave', 'join', 'leave']);
  expect(load).toHaveBeenCalledTimes(1);
});

it('says so when the room cannot be loaded, and tries again on the next join', async () => {
  const notices: Notice[] = [];
  const off = onNotice((notice) => notices.push(notice));
  const { load, handled, settled } = gate();
  sendRoomCommand({ type: 'join', room: 7, club: 3 });
  await settled('fail');
  expect(notices).toEqual([{ kind: 'error', text: NOTICE.noNetwork }]);
  sendRoomCommand({ type: 'join', room: 7, club: 3 });
  expect(load).toHaveBeenCalledTimes(2);
  await settled('arrive');
  expect(handled).toEqual([{ type: 'join', room: 7, club: 3 }]);
  off();
});

it('loads the room at start in a tab that was in one before a reload, which the session joins again first', async () => {
  const { load, handled, settled } = gate(true);
  expect(load).toHaveBeenCalledTimes(1);
  sendRoomCommand({ type: 'join', room: 7, club: 3 });
  await settled('arrive');
  expect(handled).toEqual([{ type: 'rejoin' }, { type: 'join', room: 7, club: 3 }]);
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads nothing at start in a tab that was in no room', () => {
  const { load } = gate(false);
  expect(load).not.toHaveBeenCalled();
});
