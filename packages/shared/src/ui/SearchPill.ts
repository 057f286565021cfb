import styled from 'styled-components';
import { color, fontSize, radius, space } from './tokens';

/** A pill search box: an icon and the input inside one label (post pages, clubs, curator search). */
export const SearchPill = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  height: 44px;
  padding: 0 ${space(3)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  color: ${color.muted};
  &:focus-within {
    border-color: ${color.accent};
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-size: ${fontSize.md}px;
    outline: none;
  }
`;
