import { useSyncExternalStore } from 'react';
import { getCurrentUser, onCurrentUser } from '@upclub/shared/bus';
import type { UserDetails } from '@upclub/shared/types';

/** The signed-in user (null before the shell knows it): the profile's own page and buttons follow it. */
export function useCurrentUser(): UserDetails | null {
  return useSyncExternalStore(onCurrentUser, getCurrentUser);
}

/** The signed-in user's id (null before the shell knows it). */
export function useCurrentUserId(): number | null {
  return useSyncExternalStore(onCurrentUser, () => getCurrentUser()?.upclubuser ?? null);
}
