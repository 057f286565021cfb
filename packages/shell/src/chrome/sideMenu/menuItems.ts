import { Bell, Compass, MessageCircle, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import type { NotificationsCount } from '@upclub/shared/types';

export type MenuItemKey = 'discover' | 'notifications' | 'messages' | 'clubs' | 'profile';

export interface MenuItem {
  key: MenuItemKey;
  label: string;
  /** Where the item goes (spec route name in `route`). */
  path: string;
  route: string;
  icon: LucideIcon;
  /** Top-level paths for which the item is the active one. */
  sections: string[];
  /** The unread count that puts an alert marker on the item. */
  countKey?: keyof NotificationsCount;
}

/** The side menu of spec part 1 §2 "Application shell", in order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'discover', label: 'Discover', path: '/discover', route: 'discover', icon: Compass, sections: ['/discover', '/myfeed'] },
  {
    key: 'notifications',
    label: 'Notifications',
    path: '/notifications',
    route: 'notifications',
    icon: Bell,
    sections: ['/notifications'],
    countKey: 'notifications',
  },
  {
    key: 'messages',
    label: 'Messages',
    path: '/messages',
    route: 'messages',
    icon: MessageCircle,
    sections: ['/messages'],
    countKey: 'message_notifications',
  },
  { key: 'clubs', label: 'Clubs', path: '/clubs', route: 'all_clubs', icon: UsersRound, sections: ['/clubs'] },
  { key: 'profile', label: 'Profile', path: '/profile', route: 'profile_posts', icon: UserRound, sections: ['/profile'] },
];

export const POST_PATH = '/post';

/** '/clubs/' -> '/clubs', '/' stays '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const inSection = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/** The item the path belongs to: /profile/..., /clubs/..., /discover or /myfeed, /notifications, /messages. */
export function activeItemFor(pathname: string): MenuItemKey | null {
  const path = normalizePath(pathname);
  return MENU_ITEMS.find((item) => item.sections.some((section) => inSection(path, section)))?.key ?? null;
}

/** Whether clicking the item would open the page already shown (then the content reloads instead). */
export function isCurrentPage(item: MenuItem, pathname: string): boolean {
  return normalizePath(pathname) === item.path;
}
