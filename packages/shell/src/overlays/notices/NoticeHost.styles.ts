import styled from 'styled-components';
import { NOTICE_TOP_OFFSET_PX } from '@upclub/shared/constants';
import { space } from '@upclub/shared/ui';

/**
 * Top-right at the spec's offset of 80 px; centred on narrow windows. Where that would cover the
 * control just used (a profile's Follow, beside Message), at the bottom instead, above the player.
 */
const Stack = styled.section`
  position: fixed;
  top: ${NOTICE_TOP_OFFSET_PX}px;
  right: ${space(6)};
  &[data-edge='bottom'] {
    top: auto;
    bottom: calc(var(--uc-player-height, 0px) + ${space(4)});
  }
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: min(380px, calc(100vw - ${space(8)}));
  pointer-events: none;
  &:empty {
    display: none;
  }
  @media (max-width: 768px) {
    right: auto;
    left: 50%;
    transform: translateX(-50%);
  }
`;

const Item = styled.div`
  pointer-events: auto;
`;

export const NoticeHostStyles = { Stack, Item };
