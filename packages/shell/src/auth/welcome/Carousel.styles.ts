import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(5)};
  padding: ${space(6)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: linear-gradient(160deg, ${color.raised} 0%, ${color.surface} 100%);
`;

export const Viewport = styled.div`
  overflow: hidden;
`;

export const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

export const SlideBox = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  min-height: 116px;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${space(2)};
`;

export const SlideTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl}px;
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${color.text};
`;

export const SlideText = styled.p`
  margin: 0;
  font-size: ${fontSize.md}px;
  color: ${color.muted};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const Dots = styled.div`
  display: flex;
  gap: ${space(1)};
`;

export const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.pill}px;
  &::before {
    content: '';
    display: block;
    width: ${(p) => (p.$active ? '20px' : '8px')};
    height: 8px;
    border-radius: ${radius.pill}px;
    background: ${(p) => (p.$active ? color.accent : color.muted)};
    opacity: ${(p) => (p.$active ? 1 : 0.5)};
    transition:
      width 160ms ease,
      background 160ms ease;
  }
  &:hover::before {
    background: ${(p) => (p.$active ? color.accentHover : color.muted)};
  }
`;

export const PauseButton = styled.button`
  width: 32px;
  height: 32px;
  border-radius: ${radius.pill}px;
  border: 1px solid ${color.line};
  background: transparent;
  color: ${color.muted};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  &:hover {
    color: ${color.text};
    border-color: ${color.muted};
  }
`;
