import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_COLLAPSE_MAX_WIDTH, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_OPEN_WIDTH } from '@upclub/shared/constants';

/** Spec part 1 §2: the sidebar collapses at window width 768 or below (breakpoint md). */
export const isNarrowWindow = (width: number) => width <= SIDEBAR_COLLAPSE_MAX_WIDTH;

export interface SidebarState {
  /** The window is at or below the breakpoint: the menu is collapsed and cannot be opened. */
  narrow: boolean;
  collapsed: boolean;
  /** Current width of the menu in px (240 open, 78 collapsed). */
  width: number;
  toggle: () => void;
}

/** Collapsed state of the side menu: forced by a narrow window, chosen by the user otherwise. */
export function useSidebar(): SidebarState {
  const [narrow, setNarrow] = useState(() => isNarrowWindow(window.innerWidth));
  const [userCollapsed, setUserCollapsed] = useState(false);

  useEffect(() => {
    const onResize = () => setNarrow(isNarrowWindow(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => setUserCollapsed((value) => !value), []);
  const collapsed = narrow || userCollapsed;
  return { narrow, collapsed, width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_OPEN_WIDTH, toggle };
}
