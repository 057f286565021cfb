import { useSyncExternalStore } from 'react';
import { getCurrentUser, onCurrentUser } from '@upclub/shared/bus';

/** The signed-in user's id (null before the shell knows it): a club's menus follow the user's role. */
export function useCurrentUserId(): number | null {
  return useSyncExternalStore(onCurrentUser, () => getCurrentUser()?.upclubuser ?? null);
}
