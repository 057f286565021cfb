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
 * and an overflow badge ('+12', up to '+999'). Its name lists who is in it.
 */
export function AvatarStack({ members, count, size = 48 }: AvatarStackProps) {
  const { shown, overflow } = avatarStack(members, count);
  const names = shown.map(personName).join(', ');
  const label = overflow ? `${names} and ${overflow} more` : names || 'No other members';
  const small = shown.length === 1 ? size : Math.round(size * 0.62);
  return (
    <Stack role="img" aria-label={label} $size={size} data-count={shown.length + (overflow ? 1 : 0)}>
      {shown.map((user, i) => (
        <Slot key={user.upclubuser} $at={i} $n={shown.length + (overflow ? 1 : 0)} $size={size} $small={small}>
          <Avatar src={user.thumbnail_picture} name={personName(user)} size={small} decorative />
        </Slot>
      ))}
      {overflow ? (
        <Slot $at={shown.length} $n={shown.length + 1} $size={size} $small={small}>
          <Badge $size={small} aria-hidden="true">
            +{overflow}
          </Badge>
        </Slot>
      ) : null}
    </Stack>
  );
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

const Badge = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  color: ${color.text};
  font-size: ${fontSize.xs - 2}px;
  font-weight: 700;
  line-height: 1;
`;
