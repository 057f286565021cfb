import styled from 'styled-components';
import type { UserSearchResult } from '@upclub/shared/types';
import { Avatar, color, fontSize, radius } from '@upclub/shared/ui';
import { avatarStack, personName } from './display';

export interface AvatarStackProps {
  members: ReadonlyArray<UserSearchResult>;
  /** How many other members the thread has (the list may carry fewer). */
  count: number;
  size?: number;
}

/**
 * A thread's members as one picture: one avatar, two overlapping, three in a triangle, or three
 * and an overflow badge ('+12', up to '+999') in a 2 x 2 grid. Its name lists who is in it.
 */
export function AvatarStack({ members, count, size = 48 }: AvatarStackProps) {
  const { shown, overflow } = avatarStack(members, count);
  const names = shown.map(personName).join(', ');
  const label = overflow ? `${names} and ${overflow} more` : names || 'No other members';
  const slots = shown.length + (overflow ? 1 : 0);
  const small = slotSize(slots, size);
  const badge = `+${overflow}`;
  return (
    <Stack role="img" aria-label={label} $size={size} data-count={slots}>
      {shown.map((user, i) => (
        <Slot key={user.upclubuser} $at={i} $n={slots} $size={size} $small={small}>
          <Avatar src={user.thumbnail_picture} name={personName(user)} size={small} decorative />
        </Slot>
      ))}
      {overflow ? (
        <Slot $at={shown.length} $n={slots} $size={size} $small={small}>
          <Badge $size={small} $font={badgeFont(badge, small)} aria-hidden="true">
            {badge}
          </Badge>
        </Slot>
      ) : null}
    </Stack>
  );
}

/** Space between the cells of the four-slot grid (the avatars' ring fills it). */
const GRID_GAP = 2;

/**
 * One slot's diameter: the whole square for one; overlapping circles for two and three; for four
 * (three and the badge) a 2 x 2 grid of cells that do not overlap, so no initial is covered.
 */
function slotSize(slots: number, size: number): number {
  if (slots <= 1) return size;
  if (slots >= 4) return Math.floor((size - GRID_GAP) / 2);
  return Math.round(size * 0.62);
}

/** A bold digit is about 0.62 em wide: the badge's text fits in the middle nine tenths of its circle. */
const BADGE_CHAR_EM = 0.62;

/** The badge's font size: the design's small size, smaller for a longer count ('+999') in a small cell. */
function badgeFont(text: string, cell: number): number {
  return Math.min(fontSize.xs - 1, Math.floor((cell * 0.9) / (text.length * BADGE_CHAR_EM)));
}

const Stack = styled.span<{ $size: number }>`
  position: relative;
  flex: none;
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
`;

/** Corners of the square by position: one centred; two diagonal; three a triangle; four a grid. */
const spots: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [0, 0],
    [1, 1],
  ],
  3: [
    [0.5, 0],
    [0, 1],
    [1, 1],
  ],
  4: [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ],
};

const Slot = styled.span<{ $at: number; $n: number; $size: number; $small: number }>`
  position: absolute;
  left: ${(p) => (spots[p.$n]?.[p.$at]?.[0] ?? 0) * (p.$size - p.$small)}px;
  top: ${(p) => (spots[p.$n]?.[p.$at]?.[1] ?? 0) * (p.$size - p.$small)}px;
  border-radius: ${radius.pill}px;
  box-shadow: 0 0 0 2px ${color.surface};
  line-height: 0;
`;

const Badge = styled.span<{ $size: number; $font: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  color: ${color.text};
  font-size: ${(p) => p.$font}px;
  font-weight: 700;
  line-height: 1;
`;
