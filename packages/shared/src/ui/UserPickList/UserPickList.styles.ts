import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export const Hint = styled.p`
  margin: ${space(4)} 0;
  color: ${color.muted};
  text-align: center;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: ${space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: 2px 2px 2px ${space(3)};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  font-size: ${fontSize.sm}px;
`;

export const Results = styled.div<{ $scroll: boolean }>`
  margin-top: ${space(3)};
  min-height: 200px;
  ${(p) => (p.$scroll ? 'max-height: 50vh; overflow-y: auto;' : '')}
`;

/** One user of the search: the whole row toggles their checkbox. */
export const Choice = styled.label<{ $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.input}px;
  cursor: ${(p) => (p.$disabled ? 'default' : 'pointer')};
  &:hover {
    background: ${(p) => (p.$disabled ? 'transparent' : color.raised)};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${color.accent};
  }
`;

export const Who = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  span:first-child {
    font-weight: 600;
  }
  span:last-child {
    color: ${color.muted};
    font-size: ${fontSize.xs}px;
  }
`;

export const State = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(3)};
  margin-top: ${space(5)};
`;
