import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(4)};
  background: rgba(5, 6, 9, 0.72);
  backdrop-filter: blur(2px);
`;

export const Dialog = styled.div<{ $width: number; $tall: boolean }>`
  display: flex;
  flex-direction: column;
  width: min(${(p) => p.$width}px, 100%);
  max-height: calc(100vh - ${space(8)});
  height: ${(p) => (p.$tall ? `calc(100vh - ${space(16)})` : 'auto')};
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.5);
  outline: none;
  overflow: hidden;
  @media (prefers-reduced-motion: no-preference) {
    animation: uc-modal-in 140ms ease-out;
  }
  @keyframes uc-modal-in {
    from {
      opacity: 0;
      transform: translateY(8px) scale(0.98);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(3)} ${space(3)} ${space(3)} ${space(5)};
  border-bottom: 1px solid ${color.line};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${fontSize.lg}px;
  font-weight: 700;
  color: ${color.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${space(5)};
`;
