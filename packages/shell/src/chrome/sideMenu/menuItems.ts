import type { LucideIcon } from 'lucide-react';
import {
  isPathCurrent,
  isPathWithin,
  remoteRoutes,
  type RemoteMenuItem,
  type RemoteRoutes,
} from '@upclub/shared/guard';
import { iconNamed } from '../icons';

export interface MenuItem {
  /** The spec route name of the page the item opens. */
  key: string;
  label: string;
  /** Where the item goes (spec route name in `route`). */
  path: string;
  route: string;
  icon: LucideIcon;
  /** Top-level paths for which the item is the active one. */
  sections: string[];
  /** The unread count that puts an alert marker on the item. */
  countKey?: RemoteMenuItem['countKey'];
}

/**
 * The side menu of spec part 1 §2 "Application shell": every menu item of the remotes' route
 * facts, by their order (Discover, Notifications, Messages, Clubs, Profile).
 */
export function menuItemsOf(remotes: readonly RemoteRoutes[] = remoteRoutes()): MenuItem[] {
  const entries = remotes.flatMap((remote) =>
    remote.routes.flatMap((route) => (route.menu ? [{ route, menu: route.menu }] : [])),
  );
  return entries
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ route, menu }) => ({
      key: route.name,
      label: menu.label,
      path: route.path,
      route: route.name,
      icon: iconNamed(menu.icon),
      sections: [route.path, ...menu.activeOn],
      ...(menu.countKey ? { countKey: menu.countKey } : {}),
    }));
}

export const POST_PATH = '/post';

/** The item the path belongs to: /profile/..., /clubs/..., /discover or /myfeed, /notifications, /messages. */
export function activeItemFor(pathname: string, items: readonly MenuItem[] = menuItemsOf()): string | null {
  return items.find((item) => item.sections.some((section) => isPathWithin(pathname, section)))?.key ?? null;
}

/** Whether clicking the item would open the page already shown (then the content reloads instead). */
export function isCurrentPage(item: MenuItem, pathname: string): boolean {
  return isPathCurrent(pathname, item.path);
}
