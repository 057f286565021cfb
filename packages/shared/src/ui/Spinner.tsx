import styled, { keyframes } from 'styled-components';
import { color } from './tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-label': 'Loading' })<{ $size?: number }>`
  display: inline-block;
  width: ${(p) => p.$size ?? 20}px;
  height: ${(p) => p.$size ?? 20}px;
  border-radius: 50%;
  border: 2px solid ${color.line};
  border-top-color: ${color.accent};
  animation: ${spin} 0.8s linear infinite;
`;
