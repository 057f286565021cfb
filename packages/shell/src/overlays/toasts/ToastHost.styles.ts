import styled from 'styled-components';
import { NOTICE_TOP_OFFSET_PX } from '@upclub/shared/constants';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

/**
 * Bottom right, above the player bar; centred on narrow windows. Where that would cover the
 * control in use (Now Playing's comment box and its Comment button), at the top instead, at the
 * notices' offset. Empty, it takes no room.
 */
const Stack = styled.section`
  position: fixed;
  right: ${space(6)};
  bottom: calc(var(--uc-player-height, 0px) + ${space(4)});
  &[data-edge='top'] {
    bottom: auto;
    top: ${NOTICE_TOP_OFFSET_PX}px;
  }
  z-index: 2000;
  width: min(380px, calc(100vw - ${space(8)}));
  pointer-events: none;
  @media (max-width: 768px) {
    right: auto;
    left: 50%;
    transform: translateX(-50%);
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Toast = styled.li`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)} ${space(2)} ${space(3)} ${space(3)};
  background: ${color.raised};
  color: ${color.text};
  border: 1px solid ${color.line};
  border-left: 4px solid ${color.accent};
  border-radius: ${radius.card}px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
  font-size: ${fontSize.sm}px;
  line-height: 1.45;
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The whole text is the link to the toast's target. */
const Link = styled.a`
  flex: 1;
  color: ${color.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`;

export const ToastHostStyles = { Stack, List, Toast, Text, Link };
