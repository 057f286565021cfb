import type { JSX } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Radio } from 'lucide-react';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import type { RoomView } from '../engine/PlayerEngine';
import { liveInText } from '../texts';

/** Says that the player follows a club's room, and leads to the club's page (its room view). */
export function RoomBadge({ room }: { room: RoomView }): JSX.Element {
  return (
    <Live to={`/clubs/${room.club}`} data-testid="player-room">
      <Radio size={12} aria-hidden />
      <span>{liveInText(room.clubName)}</span>
    </Live>
  );
}

const Live = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  max-width: 100%;
  margin-top: ${space(0.5)};
  padding: 0 ${space(2)};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  color: ${color.link};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover {
    color: ${color.linkHover};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
