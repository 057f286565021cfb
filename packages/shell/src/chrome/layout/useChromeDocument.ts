import { useLayoutEffect } from 'react';
import { HEADER_HEIGHT } from '@upclub/shared/constants';

export const SIDEBAR_WIDTH_VAR = '--uc-sidebar-width';
export const HEADER_HEIGHT_VAR = '--uc-header-height';
export const PRIVATE_BODY_CLASS = 'uc-private';

/**
 * Tells the page outside this React root about the chrome: the menu width and header height as
 * CSS custom properties on <html> (so #uc-main can leave room for them) and the `uc-private` class
 * on <body>. Everything is removed again on unmount.
 */
export function useChromeDocument(sidebarWidth: number): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(SIDEBAR_WIDTH_VAR, `${sidebarWidth}px`);
  }, [sidebarWidth]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(HEADER_HEIGHT_VAR, `${HEADER_HEIGHT}px`);
    document.body.classList.add(PRIVATE_BODY_CLASS);
    return () => {
      root.style.removeProperty(SIDEBAR_WIDTH_VAR);
      root.style.removeProperty(HEADER_HEIGHT_VAR);
      document.body.classList.remove(PRIVATE_BODY_CLASS);
    };
  }, []);
}
