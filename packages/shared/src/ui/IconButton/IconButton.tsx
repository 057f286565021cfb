import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, radius } from '../tokens';

export type IconButtonVariant = 'ghost' | 'raised' | 'accent';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (also shown as a tooltip): every icon button has one. */
  label: string;
  children: ReactNode;
  variant?: IconButtonVariant;
  /** Diameter in px (default 40). */
  size?: number;
}

/** A round button holding only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'ghost', size = 40, type = 'button', title, ...rest },
  ref,
) {
  return (
    <Round ref={ref} type={type} aria-label={label} title={title ?? label} $variant={variant} $size={size} {...rest}>
      {children}
    </Round>
  );
});

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  ghost: css`
    background: transparent;
    color: ${color.muted};
    &:hover:not(:disabled) {
      background: ${color.raised};
      color: ${color.text};
    }
  `,
  raised: css`
    background: ${color.raised};
    color: ${color.text};
    &:hover:not(:disabled) {
      background: ${color.line};
    }
  `,
  accent: css`
    background: ${color.accent};
    color: ${color.onAccent};
    &:hover:not(:disabled) {
      background: ${color.accentHover};
    }
  `,
};

const Round = styled.button<{ $variant: IconButtonVariant; $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill}px;
  cursor: pointer;
  transition:
    background 120ms ease,
    color 120ms ease;
  ${(p) => variants[p.$variant]}
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  svg {
    flex: none;
  }
`;
