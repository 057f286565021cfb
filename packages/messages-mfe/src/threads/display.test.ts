import { setCurrentUser } from '@upclub/shared/bus';
import { aMessageThread } from '@upclub/shared/testing';
import type { UserSearchResult } from '@upclub/shared/types';
import { avatarStack, threadPreview, threadTitle } from './display';

const user = (id: number): UserSearchResult => ({
  upclubuser: id,
  username: `user${id}`,
  first_name: `First${id}`,
  last_name: 'Last',
  thumbnail_picture: null,
});
const users = (n: number) => Array.from({ length: n }, (_, i) => user(i + 10));

beforeEach(() =>
  setCurrentUser({
    upclubuser: 5,
    username: 'me',
    first_name: 'Me',
    last_name: 'Myself',
    user_type: 0,
    profile_picture: null,
    thumbnail_picture: null,
  }),
);

describe('avatarStack', () => {
  it.each([1, 2, 3])('shows all of %i members', (n) => {
    expect(avatarStack(users(n), n)).toEqual({ shown: users(n), overflow: 0 });
  });

  it('shows three and a badge from four members on, the badge at most 999', () => {
    expect(avatarStack(users(4), 4)).toEqual({ shown: users(3), overflow: 1 });
    expect(avatarStack(users(20), 15)).toEqual({ shown: users(3), overflow: 12 });
    expect(avatarStack(users(3), 5000).overflow).toBe(999);
  });
});

describe('threadPreview', () => {
  it('cuts the newest message at 70 characters', () => {
    const text = 'x'.repeat(200);
    const preview = threadPreview(
      aMessageThread(1, [user(10)], { latest_message: { upclubuser: 10, username: 'user10', text, song_post: null } }),
    );
    expect(Array.from(preview)).toHaveLength(70);
    expect(preview.startsWith('user10: xxx')).toBe(true);
    expect(preview.endsWith('…')).toBe(true);
  });

  it("says 'You' for one's own message, and a song when there is no text", () => {
    const thread = aMessageThread(1, [user(10)], {
      latest_message: { upclubuser: 5, username: 'me', text: '', song_post: 3 },
    });
    expect(threadPreview(thread)).toBe('You: Sent a song');
  });
});

describe('threadTitle', () => {
  it("is the thread's name, else the members' usernames in 20 characters", () => {
    expect(threadTitle(aMessageThread(1, users(3), { messagethreadname: 'Road trip 🚗' }))).toBe('Road trip 🚗');
    expect(threadTitle(aMessageThread(1, users(1)))).toBe('user10');
    expect(threadTitle(aMessageThread(1, users(4)))).toBe('user10, user11, use…');
  });
});
