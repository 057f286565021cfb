import styled, { css } from 'styled-components';
import { color, fontSize, radius, space } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: 40px;
  padding: 0 ${space(5)};
  border-radius: ${radius.pill}px;
  border: 1px solid transparent;
  font: inherit;
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease,
    opacity 120ms ease;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${color.accent};
    color: ${color.onAccent};
    &:hover:not(:disabled) {
      background: ${color.accentHover};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${color.text};
    border-color: ${color.line};
    &:hover:not(:disabled) {
      border-color: ${color.muted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color.muted};
    &:hover:not(:disabled) {
      color: ${color.text};
    }
  `,
  danger: css`
    background: ${color.dangerFill};
    color: #fff;
  `,
};
