import { USER_TYPE_BROADCAST, USER_TYPE_METRICS } from '@upclub/shared/constants';

export type AccountAction =
  | { kind: 'navigate'; label: string; path: string }
  | { kind: 'signOut'; label: 'Sign out' };

/**
 * The avatar menu of the header (spec part 2 §2 "Header", §6): staff items follow the user_type
 * bits, 2 metric access and 4 broadcast access.
 */
export function accountActions(userType: number): AccountAction[] {
  const actions: AccountAction[] = [{ kind: 'navigate', label: 'View profile', path: '/profile' }];
  if (userType & USER_TYPE_METRICS) actions.push({ kind: 'navigate', label: 'View app metrics', path: '/metrics' });
  if (userType & USER_TYPE_BROADCAST) {
    actions.push({ kind: 'navigate', label: 'Broadcast message', path: '/broadcast-message' });
    actions.push({ kind: 'navigate', label: 'Send message to all', path: '/send-all-message' });
  }
  actions.push({ kind: 'signOut', label: 'Sign out' });
  return actions;
}
