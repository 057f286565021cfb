import type { LucideIcon } from 'lucide-react';
import { hasStaffAccess, remoteRoutes, type RemoteRoutes } from '@upclub/shared/guard';
import { iconNamed } from '../icons';

export type AccountAction =
  { kind: 'navigate'; label: string; path: string; icon: LucideIcon } | { kind: 'signOut'; label: 'Sign out' };

/**
 * The avatar menu of the header (spec part 2 §2 "Header", §6): the account-menu items of the
 * remotes' route facts, by their order, each shown only to users who may open its route (the staff
 * items follow the user_type bits, 2 metric access and 4 broadcast access), then Sign out.
 */
export function accountActions(userType: number, remotes: readonly RemoteRoutes[] = remoteRoutes()): AccountAction[] {
  const items = remotes
    .flatMap((remote) => remote.routes)
    .filter((route) => route.accountMenu && (route.staffBit === undefined || hasStaffAccess(userType, route.staffBit)))
    .sort((a, b) => a.accountMenu!.order - b.accountMenu!.order);
  return [
    ...items.map((route): AccountAction => {
      const { label, icon } = route.accountMenu!;
      return { kind: 'navigate', label, path: route.path, icon: iconNamed(icon) };
    }),
    { kind: 'signOut', label: 'Sign out' },
  ];
}
