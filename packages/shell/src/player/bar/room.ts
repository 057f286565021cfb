import { createGlobalStyle } from 'styled-components';

export const PLAYER_BAR_HEIGHT = 88;
/** On <body> while the bar shows. */
export const PLAYER_BODY_CLASS = 'uc-has-player';
/**
 * On <body> while a bar restored at start is still loading: the same room, kept by the chrome's
 * light part, so the page is laid out from its first paint as it will be once the bar shows.
 */
export const PLAYER_EXPECTED_CLASS = 'uc-player-expected';

/** Leaves room under the page for the fixed bar while it shows (or is about to). */
export const PlayerBarRoom = createGlobalStyle`
  body.${PLAYER_BODY_CLASS}, body.${PLAYER_EXPECTED_CLASS} { padding-bottom: ${PLAYER_BAR_HEIGHT}px; }
`;
