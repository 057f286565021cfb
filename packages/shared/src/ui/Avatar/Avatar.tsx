import { useState } from 'react';
import styled from 'styled-components';
import { color, radius } from '../tokens';

export interface AvatarProps {
  /** Picture URL or data URL; initials are shown when missing or broken. */
  src?: string | null;
  /** The person's display name, used for the initials and the alt text. */
  name: string;
  /** Diameter in px (default 40). */
  size?: number;
  /** Decorative avatars (next to a visible name) are hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

/** Up to two initials of a name: 'Ada Lovelace' -> 'AL', 'ada' -> 'A'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const letters = parts.length === 1 ? [parts[0][0]] : [parts[0][0], parts[parts.length - 1][0]];
  return letters.join('').toUpperCase();
}

/** A stable hue per name so initials avatars are told apart at a glance. */
function hueOf(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(hash) % 360;
}

/** A round picture of a person, with an initials fallback. */
export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  if (src && !broken) {
    return (
      <Picture
        className={className}
        src={src}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        $size={size}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <Initials className={className} $size={size} $hue={hueOf(name)} {...a11y}>
      {initialsOf(name)}
    </Initials>
  );
}

const Picture = styled.img<{ $size: number }>`
  flex: none;
  display: block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${radius.pill}px;
  object-fit: cover;
  background: ${color.raised};
`;

const Initials = styled.span<{ $size: number; $hue: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${radius.pill}px;
  background: linear-gradient(135deg, hsl(${(p) => p.$hue} 55% 42%), hsl(${(p) => (p.$hue + 40) % 360} 60% 30%));
  color: #fff;
  font-size: ${(p) => Math.max(11, Math.round(p.$size * 0.38))}px;
  font-weight: 700;
  letter-spacing: 0.02em;
  user-select: none;
`;
