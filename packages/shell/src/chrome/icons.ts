import {
  Bell,
  ChartColumn,
  Circle,
  Compass,
  Megaphone,
  MessageCircle,
  Send,
  UserRound,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icons the remotes' menu items may name in their route facts, imported one by one so
 * the rest of the set stays out of the bundle. A name the shell does not know yet shows a plain
 * circle until the shell adds it here.
 */
const ICONS: Record<string, LucideIcon> = {
  bell: Bell,
  'chart-column': ChartColumn,
  compass: Compass,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  send: Send,
  'user-round': UserRound,
  'users-round': UsersRound,
};

export const iconNamed = (name: string): LucideIcon => ICONS[name] ?? Circle;
