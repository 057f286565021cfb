import { useId } from 'react';
import styled from 'styled-components';
import { color } from '../tokens';

export interface UpClubLogoProps {
  /** Size of the mark in px (default 32). */
  size?: number;
  /** Show the 'UpClub' word beside the mark. */
  wordmark?: boolean;
  className?: string;
}

/** The UpClub mark: a rounded square with an upward play/arrow, and the word beside it. */
export function UpClubLogo({ size = 32, wordmark = true, className }: UpClubLogoProps) {
  const gradientId = `uc-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Brand className={className} role="img" aria-label="UpClub">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#9b82ff" />
            <stop offset="1" stopColor="#5b3df5" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M16 7.5 24 17h-5v7.5h-6V17H8z" fill="#fff" />
      </svg>
      {wordmark ? (
        <Word aria-hidden="true" style={{ fontSize: Math.round(size * 0.62) }}>
          Up<span>Club</span>
        </Word>
      ) : null}
    </Brand>
  );
}

const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  flex: none;
  svg {
    flex: none;
    display: block;
  }
`;

const Word = styled.span`
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${color.text};
  white-space: nowrap;
  span {
    color: ${color.focus};
  }
`;
