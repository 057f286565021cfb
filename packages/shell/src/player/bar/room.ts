import { createGlobalStyle } from 'styled-components';

export const PLAYER_BAR_HEIGHT = 88;
/** On <body> while the bar shows. */
export const PLAYER_BODY_CLASS = 'uc-has-player';
/**
 * On <body> while a bar restored at start is still loading: the same room, kept by the chrome's
 * light part, so the page is laid out from its first paint as it will be once the bar shows.
 */
export const PLAYER_EXPECTED_CLASS = 'uc-player-expected';

/**
 * Leaves room under the page for the fixed bar while it shows (or is about to), and says how tall
 * it is (--uc-player-height) to what is fixed above it: the notices and live toasts sit over the
 * bar's controls without it, the side menu's last button under it.
 */
export const PlayerBarRoom = createGlobalStyle`
  body.${PLAYER_BODY_CLASS}, body.${PLAYER_EXPECTED_CLASS} {
    padding-bottom: ${PLAYER_BAR_HEIGHT}px;
    --uc-player-height: ${PLAYER_BAR_HEIGHT}px;
  }
`;
