import { useLayoutEffect, useRef } from 'react';
import { HEADER_HEIGHT } from '@upclub/shared/constants';
import { PRIVATE_BODY_CLASS, SIDEBAR_ANIMATE_CLASS } from '../../layout/classes';

export const SIDEBAR_WIDTH_VAR = '--uc-sidebar-width';
export const HEADER_HEIGHT_VAR = '--uc-header-height';
export { PRIVATE_BODY_CLASS };

/**
 * Tells the page outside this React root about the chrome: the menu width and header height as
 * CSS custom properties on <html> (so #uc-main can leave room for them) and the `uc-private` class
 * on <body>. Everything is removed again on unmount.
 */
export function useChromeDocument(sidebarWidth: number): void {
  const firstWidth = useRef(true);
  useLayoutEffect(() => {
    const root = document.documentElement;
    // The first width is the room the layout already kept: nothing moves. A later change (the user
    // folds the menu, the window crosses the breakpoint) slides the page with the menu.
    root.classList.toggle(SIDEBAR_ANIMATE_CLASS, !firstWidth.current);
    firstWidth.current = false;
    root.style.setProperty(SIDEBAR_WIDTH_VAR, `${sidebarWidth}px`);
  }, [sidebarWidth]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(HEADER_HEIGHT_VAR, `${HEADER_HEIGHT}px`);
    document.body.classList.add(PRIVATE_BODY_CLASS);
    return () => {
      root.style.removeProperty(SIDEBAR_WIDTH_VAR);
      root.style.removeProperty(HEADER_HEIGHT_VAR);
      root.classList.remove(SIDEBAR_ANIMATE_CLASS);
      document.body.classList.remove(PRIVATE_BODY_CLASS);
    };
  }, []);
}
