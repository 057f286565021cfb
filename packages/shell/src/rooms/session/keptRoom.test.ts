import { ROOM_SESSION_KEY, forgetRoom, hasKeptRoom } from '@upclub/shared/session';
import { keepRoom, keptRoom } from './keptRoom';

// The room this tab comes back into after a reload: kept in the tab, read back only when it is one.

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('keeps the room and its club in this tab, until forgotten', () => {
  expect(keptRoom()).toBeNull();
  keepRoom({ room: 7, club: 3 });
  expect(keptRoom()).toEqual({ room: 7, club: 3 });
  expect(hasKeptRoom()).toBe(true);
  // The tab's own storage, not the user's other tabs'.
  expect(localStorage.length).toBe(0);
  keepRoom({ room: 9, club: 4 });
  expect(keptRoom()).toEqual({ room: 9, club: 4 });
  forgetRoom();
  expect(keptRoom()).toBeNull();
});

it.each(['{not json', 'null', '{"room":7}', '{"room":"7","club":3}', '{"room":0,"club":3}', '{"room":7.5,"club":3}'])(
  'reads a mark that is not a room (%s) as none, and forgets it',
  (raw) => {
    sessionStorage.setItem(ROOM_SESSION_KEY, raw);
    expect(keptRoom()).toBeNull();
    expect(hasKeptRoom()).toBe(false);
  },
);
