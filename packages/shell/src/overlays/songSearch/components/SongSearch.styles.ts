import styled from 'styled-components';
import { color, fontSize, inputLook, radius, space } from '@upclub/shared/ui';

export const SearchInput = styled.input`
  ${inputLook}
  width: 100%;
  height: 44px;
  padding: 0 ${space(3)} 0 ${space(10)};
  border-radius: ${radius.pill}px;
  border: 1px solid ${color.line};
  &::placeholder {
    color: ${color.muted};
  }
`;

export const SearchBox = styled.div`
  position: relative;
  > svg {
    position: absolute;
    left: ${space(3)};
    top: 50%;
    transform: translateY(-50%);
    color: ${color.muted};
    pointer-events: none;
  }
`;

export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(3)} 0;
`;

export const Tab = styled.button`
  min-height: 32px;
  padding: 0 ${space(4)};
  border-radius: ${radius.pill}px;
  border: 1px solid ${color.line};
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: ${color.onAccent};
  }
  &:hover:not([aria-pressed='true']) {
    color: ${color.text};
    border-color: ${color.muted};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

export const Section = styled.section`
  & + & {
    margin-top: ${space(4)};
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${space(1)};
`;

export const SectionHeading = styled.h3`
  margin: 0;
  font-size: ${fontSize.sm}px;
  font-weight: 700;
  color: ${color.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const LinkButton = styled.button`
  border: 0;
  background: transparent;
  color: ${color.link};
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  padding: ${space(1)} ${space(2)};
  border-radius: ${radius.input}px;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;

export const BackBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  padding: ${space(1)} ${space(2)};
  border-radius: ${radius.input}px;
  &:hover {
    background: ${color.raised};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`;

export const SourceName = styled.h3`
  margin: 0;
  min-width: 0;
  font-size: ${fontSize.md}px;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
