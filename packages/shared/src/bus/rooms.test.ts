import { onRoomCommand, sendRoomCommand, type RoomCommand } from '@upclub/shared/bus';

// The room commands reach the shell's room gate even when a page sends one before the gate
// listens (it starts with the signed-in chrome, which may mount after the page).

it('keeps a join sent before anyone listened for the first listener', () => {
  sendRoomCommand({ type: 'join', room: 7, club: 3 });
  const seen: RoomCommand[] = [];
  const off = onRoomCommand((command) => seen.push(command));
  sendRoomCommand({ type: 'leave' });
  expect(seen).toEqual([{ type: 'join', room: 7, club: 3 }, { type: 'leave' }]);
  off();
});
