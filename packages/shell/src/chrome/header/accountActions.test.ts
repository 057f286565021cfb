import { accountActions } from './accountActions';

const labels = (userType: number) => accountActions(userType).map((action) => action.label);

describe('accountActions', () => {
  it.each([
    [0, ['View profile', 'Sign out']],
    [1, ['View profile', 'Sign out']],
    [2, ['View profile', 'View app metrics', 'Sign out']],
    [4, ['View profile', 'Broadcast message', 'Send message to all', 'Sign out']],
    [6, ['View profile', 'View app metrics', 'Broadcast message', 'Send message to all', 'Sign out']],
    [7, ['View profile', 'View app metrics', 'Broadcast message', 'Send message to all', 'Sign out']],
  ])('user_type %i -> %j', (userType, expected) => {
    expect(labels(userType)).toEqual(expected);
  });

  it('points each item at its route', () => {
    expect(accountActions(6).flatMap((a) => (a.kind === 'navigate' ? [a.path] : []))).toEqual([
      '/profile',
      '/metrics',
      '/broadcast-message',
      '/send-all-message',
    ]);
  });
});
