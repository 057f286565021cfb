import { createGlobalStyle } from 'styled-components';
import {
  HEADER_HEIGHT,
  SIDEBAR_COLLAPSE_MAX_WIDTH,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_OPEN_WIDTH,
} from '@upclub/shared/constants';
import { color } from '@upclub/shared/ui';
import { PRIVATE_BODY_CLASS, SIDEBAR_ANIMATE_CLASS, SIDE_MENU_BACKGROUND } from './classes';

/** The menu's column, its right border included, as a background image (no box, so nothing moves). */
const sideColumn = (width: string) =>
  `linear-gradient(to right, ${SIDE_MENU_BACKGROUND} calc(${width} - 1px), ${color.line} calc(${width} - 1px), ${color.line} ${width}, transparent ${width})`;

/**
 * Places the layout's regions. body.uc-private is set before any application mounts on a private
 * route (bootstrap), so the page's content is laid out in its final place from its first paint:
 * until the chrome sets --uc-sidebar-width, the room kept for the menu is the width it will have
 * (open, or collapsed at the breakpoint). The main region is at least a screen high, so the footer
 * starts below the fold and content arriving never pushes a visible footer down. The margin slides
 * only when the menu is folded later, never when the page appears.
 * The fixed menu is one screen high: on a page taller than the screen (a full-page capture, an
 * overscroll) the page's own background paints the menu's column down to its end, a background
 * only, so no box moves (layout shift stays 0).
 * Each application's box is a block formatting context: a page whose first element has a top
 * margin keeps that margin inside its box, instead of the margin collapsing through the empty box
 * and moving it down once the page has mounted (the messages page moved 24 px, a shift of 0.02).
 */
export const LayoutStyle = createGlobalStyle`
  #uc-main { min-height: 100vh; }
  #uc-main > [id^='single-spa-application:'] { display: flow-root; }
  body.${PRIVATE_BODY_CLASS} { background-image: ${sideColumn(`var(--uc-sidebar-width, ${SIDEBAR_OPEN_WIDTH}px)`)}; }
  body.${PRIVATE_BODY_CLASS} #uc-main {
    margin-left: var(--uc-sidebar-width, ${SIDEBAR_OPEN_WIDTH}px);
    padding-top: ${HEADER_HEIGHT}px;
  }
  body.${PRIVATE_BODY_CLASS} #uc-footer { margin-left: var(--uc-sidebar-width, ${SIDEBAR_OPEN_WIDTH}px); }
  @media (max-width: ${SIDEBAR_COLLAPSE_MAX_WIDTH}px) {
    body.${PRIVATE_BODY_CLASS} { background-image: ${sideColumn(`var(--uc-sidebar-width, ${SIDEBAR_COLLAPSED_WIDTH}px)`)}; }
    body.${PRIVATE_BODY_CLASS} #uc-main, body.${PRIVATE_BODY_CLASS} #uc-footer {
      margin-left: var(--uc-sidebar-width, ${SIDEBAR_COLLAPSED_WIDTH}px);
    }
  }
  html.${SIDEBAR_ANIMATE_CLASS} body.${PRIVATE_BODY_CLASS} #uc-main,
  html.${SIDEBAR_ANIMATE_CLASS} body.${PRIVATE_BODY_CLASS} #uc-footer {
    transition: margin-left 160ms ease;
  }
  .uc-fatal { max-width: 480px; margin: 20vh auto; text-align: center; color: ${color.text}; }
`;
