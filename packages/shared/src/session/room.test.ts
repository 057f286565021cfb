import { setToken } from './token';
import { clearProductSession } from './state';
import { ROOM_SESSION_KEY, forgetRoom, hasKeptRoom } from './room';

// The room a tab comes back into after a reload (kept by the shell's room session): whether there
// is one, in this tab only, and forgetting it.

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it("tells whether this tab kept a room, in the tab's own storage only", () => {
  expect(hasKeptRoom()).toBe(false);
  localStorage.setItem(ROOM_SESSION_KEY, '{"room":7,"club":3}');
  expect(hasKeptRoom()).toBe(false);
  sessionStorage.setItem(ROOM_SESSION_KEY, '{"room":7,"club":3}');
  expect(hasKeptRoom()).toBe(true);
  forgetRoom();
  expect(hasKeptRoom()).toBe(false);
});

it('is forgotten when the product session ends (sign out, 401): the next user does not rejoin it', () => {
  setToken('a'.repeat(40));
  sessionStorage.setItem(ROOM_SESSION_KEY, '{"room":7,"club":3}');
  clearProductSession();
  expect(hasKeptRoom()).toBe(false);
});
