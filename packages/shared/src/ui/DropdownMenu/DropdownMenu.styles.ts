import styled, { css, keyframes } from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 2px;
  border: 0;
  border-radius: ${radius.pill}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: box-shadow 120ms ease;
  &:hover {
    box-shadow: 0 0 0 2px ${color.line};
  }
  &[aria-expanded='true'] {
    box-shadow: 0 0 0 2px ${color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const TriggerContent = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${space(2)});
  ${(p) => (p.$align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: 1000;
  min-width: 232px;
  padding: ${space(2)};
  background: ${color.raised};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  box-shadow: 0 16px 40px rgba(0, 0, 0, 0.45);
  transform-origin: top ${(p) => (p.$align === 'end' ? 'right' : 'left')};
  animation: ${appear} 140ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  padding: ${space(2)} ${space(3)} ${space(3)};
  margin-bottom: ${space(1)};
  border-bottom: 1px solid ${color.line};
`;

const Item = styled.button<{ $tone: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  width: 100%;
  min-height: 40px;
  padding: 0 ${space(3)};
  border: 0;
  border-radius: ${radius.input}px;
  background: transparent;
  color: ${(p) => (p.$tone === 'danger' ? color.danger : color.text)};
  font: inherit;
  font-size: ${fontSize.sm}px;
  text-align: left;
  cursor: pointer;
  ${(p) => css`
    &:hover,
    &:focus {
      background: ${p.$tone === 'danger' ? 'rgba(255, 92, 92, 0.12)' : color.line};
      outline: none;
    }
    &:focus-visible {
      box-shadow: inset 0 0 0 2px ${color.focus};
    }
  `}
  &[aria-disabled='true'] {
    color: ${color.muted};
    cursor: default;
  }
`;

const ItemIcon = styled.span`
  display: inline-flex;
  color: ${color.muted};
  ${Item}:hover &, ${Item}:focus & {
    color: inherit;
  }
`;

const Separator = styled.div`
  height: 1px;
  margin: ${space(1)} ${space(1)};
  background: ${color.line};
`;

export const DropdownMenuStyles = { Root, Trigger, TriggerContent, Panel, Header, Item, ItemIcon, Separator };
