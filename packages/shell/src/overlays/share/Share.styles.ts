import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export const Heading = styled.h3`
  margin: ${space(4)} 0 ${space(1)};
  font-size: ${fontSize.sm}px;
  font-weight: 700;
  color: ${color.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border-radius: ${radius.input}px;
  cursor: pointer;
  &:hover {
    background: ${color.raised};
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${color.accent};
    flex: none;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

export const Who = styled.span`
  min-width: 0;
  display: flex;
  flex-direction: column;
  font-size: ${fontSize.sm}px;
  span:last-child {
    color: ${color.muted};
    font-size: ${fontSize.xs}px;
  }
`;

export const Hint = styled.p`
  margin: ${space(2)} 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

export const Footer = styled.div`
  position: sticky;
  bottom: -${space(5)};
  display: flex;
  justify-content: flex-end;
  margin: ${space(4)} -${space(5)} -${space(5)};
  padding: ${space(3)} ${space(5)};
  border-top: 1px solid ${color.line};
  background: ${color.surface};
`;
