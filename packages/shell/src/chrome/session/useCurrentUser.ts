import { useSyncExternalStore } from 'react';
import { getCurrentUser, onCurrentUser } from '@upclub/shared/bus';
import type { UserDetails } from '@upclub/shared/types';

const subscribe = (onChange: () => void) => onCurrentUser(() => onChange());

/** Who is signed in, as the session on the bus says (null when nobody). */
export function useCurrentUser(): UserDetails | null {
  return useSyncExternalStore(subscribe, getCurrentUser, getCurrentUser);
}

/** 'First Last', or the username when the names are empty. */
export function displayNameOf(user: Pick<UserDetails, 'first_name' | 'last_name' | 'username'>): string {
  const full = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return full || user.username;
}
