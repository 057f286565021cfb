import styled, { keyframes } from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { ROOM_TEXT } from '../roomTexts';

/** 'Live · 12 listening': a club's room is live (the club page and the room page). */
export function LiveBadge({ listeners }: { listeners: number }) {
  return (
    <Badge>
      <Dot aria-hidden />
      {ROOM_TEXT.live} · {ROOM_TEXT.listening(listeners)}
    </Badge>
  );
}

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(255, 77, 109, 0.6); }
  70% { box-shadow: 0 0 0 8px rgba(255, 77, 109, 0); }
  100% { box-shadow: 0 0 0 0 rgba(255, 77, 109, 0); }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 32px;
  padding: 0 ${space(3)};
  border: 1px solid rgba(255, 77, 109, 0.45);
  border-radius: ${radius.pill}px;
  background: rgba(255, 77, 109, 0.12);
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  white-space: nowrap;
`;

const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${radius.pill}px;
  background: ${color.like};
  animation: ${pulse} 1.8s ease-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
