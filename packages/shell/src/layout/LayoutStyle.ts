import { createGlobalStyle } from 'styled-components';
import { HEADER_HEIGHT } from '@upclub/shared/constants';
import { color } from '@upclub/shared/ui';

/** Places the layout's regions; the chrome sets --uc-sidebar-width and body.uc-private. */
export const LayoutStyle = createGlobalStyle`
  #uc-main { min-height: 100vh; }
  body.uc-private #uc-main {
    margin-left: var(--uc-sidebar-width, 0px);
    padding-top: ${HEADER_HEIGHT}px;
    min-height: calc(100vh - 56px);
    transition: margin-left 160ms ease;
  }
  body.uc-private #uc-footer { margin-left: var(--uc-sidebar-width, 0px); transition: margin-left 160ms ease; }
  .uc-fatal { max-width: 480px; margin: 20vh auto; text-align: center; color: ${color.text}; }
`;
