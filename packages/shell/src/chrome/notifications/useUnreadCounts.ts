import { useSyncExternalStore } from 'react';
import { getUnreadCounts, onUnreadCounts } from '@upclub/shared/bus';
import type { NotificationsCount } from '@upclub/shared/types';

const subscribe = (onChange: () => void) => onUnreadCounts(() => onChange());

/** The unread counts of the side menu markers, live from the bus. */
export function useUnreadCounts(): NotificationsCount {
  return useSyncExternalStore(subscribe, getUnreadCounts, getUnreadCounts);
}
