import styled, { css } from 'styled-components';
import { color, fontSize, radius, space, visuallyHidden } from '@upclub/shared/ui';

const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  color: ${color.muted};
  letter-spacing: 0.02em;
  ${(p) => p.$hidden && visuallyHidden}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 44px;
  padding: ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  background: ${color.raised};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm}px;
  line-height: 1.4;
  resize: vertical;
  &::placeholder {
    color: ${color.muted};
  }
  &:focus {
    border-color: ${color.accent};
    outline: none;
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Popup = styled.div<{ $above: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  ${(p) =>
    p.$above
      ? css`
          bottom: calc(100% + ${space(1)});
        `
      : css`
          top: calc(100% + ${space(1)});
        `}
  z-index: 20;
  max-height: 240px;
  overflow-y: auto;
  border-radius: ${radius.input}px;
  border: 1px solid ${color.line};
  background: ${color.surface};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${space(1)} 0;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2)} ${space(3)};
  cursor: pointer;
  background: ${(p) => (p.$active ? color.raised : 'transparent')};
  &:hover {
    background: ${color.raised};
  }
`;

const Names = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${fontSize.sm}px;
  color: ${color.text};
  small {
    color: ${color.muted};
    font-size: ${fontSize.xs}px;
  }
  span,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const State = styled.p`
  margin: 0;
  padding: ${space(3)};
  display: flex;
  align-items: center;
  gap: ${space(2)};
  font-size: ${fontSize.sm}px;
  color: ${color.muted};
`;

const Message = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.danger};
`;

export const MentionInputStyles = { Root, Label, TextArea, Popup, List, Option, Names, State, Message };
