import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { color, fontSize, radius, space } from '../tokens';
import { IconButton } from '../IconButton';

export type NoticeTone = 'error' | 'success' | 'info';

export interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** Shows a close button with this accessible name when given with onDismiss. */
  dismissLabel?: string;
  onDismiss?: () => void;
  icon?: ReactNode;
  className?: string;
}

/**
 * A toast-like message. Errors are announced at once (role alert); success and info politely
 * (role status).
 */
export function Notice({ tone, children, dismissLabel = 'Dismiss', onDismiss, icon, className }: NoticeProps) {
  return (
    <Box className={className} role={tone === 'error' ? 'alert' : 'status'} $tone={tone} data-tone={tone}>
      {icon ? (
        <Icon aria-hidden="true" $tone={tone}>
          {icon}
        </Icon>
      ) : null}
      <Text>{children}</Text>
      {onDismiss ? (
        <Close label={dismissLabel} size={28} onClick={onDismiss}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </Close>
      ) : null}
    </Box>
  );
}

const toneColor: Record<NoticeTone, string> = {
  error: color.danger,
  success: color.success,
  info: color.accent,
};

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  width: 100%;
  padding: ${space(3)} ${space(3)} ${space(3)} ${space(4)};
  background: ${color.raised};
  color: ${color.text};
  border: 1px solid ${color.line};
  border-left: 4px solid ${(p) => toneColor[p.$tone]};
  border-radius: ${radius.card}px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
  font-size: ${fontSize.sm}px;
  line-height: 1.45;
  animation: ${slideIn} 180ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Icon = styled.span<{ $tone: NoticeTone }>`
  display: inline-flex;
  flex: none;
  margin-top: 1px;
  ${(p) => css`
    color: ${toneColor[p.$tone]};
  `}
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
  padding-top: 1px;
  overflow-wrap: anywhere;
`;

// The icon button, pulled into the notice's padding and shaded on the notice's surface.
const Close = styled(IconButton)`
  margin: -4px -4px -4px 0;
  &:hover:not(:disabled) {
    background: ${color.line};
  }
`;
