import styled from 'styled-components';
import { HEADER_HEIGHT } from '@upclub/shared/constants';
import { IconButton, color, fontSize, radius, space } from '@upclub/shared/ui';

const Bar = styled.header<{ $left: number }>`
  position: fixed;
  top: 0;
  right: 0;
  left: ${(p) => p.$left}px;
  z-index: 90;
  height: ${HEADER_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: ${space(4)};
  padding: 0 ${space(6)};
  background: rgba(15, 17, 21, 0.86);
  backdrop-filter: saturate(140%) blur(12px);
  border-bottom: 1px solid ${color.line};
  transition: left 200ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @media (max-width: 768px) {
    padding: 0 ${space(4)};
  }
`;

const SearchForm = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  flex: 0 1 320px;
  min-width: 0;
  transition: flex-basis 220ms ease;
  &:focus-within {
    flex-basis: 520px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const SearchIcon = styled.span`
  position: absolute;
  left: 14px;
  display: inline-flex;
  color: ${color.muted};
  pointer-events: none;
  ${SearchForm}:focus-within & {
    color: ${color.text};
  }
`;

const SearchInput = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 40px 0 42px;
  border: 1px solid transparent;
  border-radius: ${radius.pill}px;
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm}px;
  transition:
    border-color 120ms ease,
    background 120ms ease,
    box-shadow 120ms ease;
  &::placeholder {
    color: ${color.muted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:hover {
    background: ${color.raised};
  }
  &:focus {
    outline: none;
    background: ${color.raised};
    border-color: ${color.accent};
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
`;

// The icon button, placed inside the search box and shaded on the box's raised surface.
const ClearButton = styled(IconButton)`
  position: absolute;
  right: 8px;
  &:hover:not(:disabled) {
    background: ${color.line};
  }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;

const WhoName = styled.strong`
  font-size: ${fontSize.sm}px;
  color: ${color.text};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const WhoHandle = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const HeaderStyles = { Bar, SearchForm, SearchIcon, SearchInput, ClearButton, Actions, Who, WhoName, WhoHandle };
