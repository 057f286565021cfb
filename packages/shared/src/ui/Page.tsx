import styled from 'styled-components';
import { color, fontSize, space } from './tokens';

export const PageTitle = styled.h1`
  margin: 0 0 ${space(4)};
  font-size: ${fontSize.xl}px;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const Muted = styled.p`
  color: ${color.muted};
  margin: 0;
`;

export const Card = styled.section`
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: 12px;
  padding: ${space(6)};
`;
