import { Flame, Hand, Heart, Laugh, PartyPopper, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { reportError } from '@upclub/shared/api';
import { reactInRoom } from '@upclub/shared/rooms/api';
import { onRoomReactions } from '@upclub/shared/bus';
import { ROOM_REACTIONS } from '@upclub/shared/rooms';
import type { RoomReaction } from '@upclub/shared/types';
import { color, radius, space } from '@upclub/shared/ui';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';

/** Each reaction's picture and its button's name. */
// Icons, not emoji: an emoji is drawn by whatever font the device has (a box where it has none).
export const REACTION_LOOK: Record<RoomReaction, { Icon: LucideIcon; tint: string; label: string }> = {
  heart: { Icon: Heart, tint: '#ff5c8a', label: 'React with a heart' },
  fire: { Icon: Flame, tint: '#ff9f43', label: 'React with fire' },
  clap: { Icon: PartyPopper, tint: '#feca57', label: 'React with applause' },
  laugh: { Icon: Laugh, tint: '#48dbfb', label: 'React with laughter' },
  wave: { Icon: Hand, tint: '#a29bfe', label: 'React with a wave' },
};

/** How long an incoming reaction floats before it goes (ms). */
export const REACTION_FLOAT_MS = 2400;
/** At most this many float at once: a big room's burst does not bury the page. */
export const REACTION_FLOATS_MAX = 30;

interface Float {
  id: number;
  reaction: RoomReaction;
}

/**
 * The room's reactions: a button for each (a listener's reaction goes to everyone), and the ones
 * that arrive float up a moment (only fading, with reduced motion). Past the limit, the API
 * client's notice says how long to wait.
 */
export function Reactions({ room }: { room: number }) {
  const [floats, setFloats] = useState<Float[]>([]);
  const nextId = useRef(0);

  useEffect(
    () =>
      onRoomReactions((event) => {
        if (event.room !== room) return;
        const arrived = event.reactions.map(({ reaction }) => ({ id: nextId.current++, reaction }));
        setFloats((shown) => [...shown, ...arrived].slice(-REACTION_FLOATS_MAX));
      }),
    [room],
  );

  const react = async (reaction: RoomReaction) => {
    try {
      await reactInRoom(room, { reaction });
    } catch (error) {
      // Past the rate (429) the API client has told it already, with how long to wait.
      reportError(error);
    }
  };

  // Stable, so a float's timer is not started again by each render of the panel.
  const done = useCallback((id: number) => setFloats((shown) => shown.filter((f) => f.id !== id)), []);

  return (
    <Panel aria-labelledby="room-reactions">
      <S.PanelTitle id="room-reactions">{ROOM_TEXT.reactions}</S.PanelTitle>
      <Buttons>
        {ROOM_REACTIONS.map((reaction) => (
          <ReactButton
            key={reaction}
            type="button"
            aria-label={REACTION_LOOK[reaction].label}
            title={REACTION_LOOK[reaction].label}
            onClick={() => void react(reaction)}
          >
            <ReactionIcon reaction={reaction} size={20} />
          </ReactButton>
        ))}
      </Buttons>
      <Floats aria-hidden data-testid="room-reaction-floats">
        {floats.map((f) => (
          <Floating key={f.id} float={f} onDone={done} />
        ))}
      </Floats>
    </Panel>
  );
}

function Floating({ float, onDone }: { float: Float; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(float.id), REACTION_FLOAT_MS);
    return () => clearTimeout(timer);
  }, [float.id, onDone]);
  // Spread over the width by id, so a burst does not stack on one spot.
  return (
    <Bubble style={{ left: `${8 + ((float.id * 37) % 84)}%` }}>
      <ReactionIcon reaction={float.reaction} size={24} />
    </Bubble>
  );
}

function ReactionIcon({ reaction, size }: { reaction: RoomReaction; size: number }) {
  const { Icon, tint } = REACTION_LOOK[reaction];
  return <Icon aria-hidden size={size} color={tint} fill={reaction === 'heart' ? tint : 'none'} strokeWidth={2} />;
}

const Panel = styled(S.Panel)`
  position: relative;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(3)};
`;

const ReactButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  background: ${color.raised};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  transition: transform 120ms ease;
  &:hover {
    border-color: ${color.muted};
    transform: scale(1.08);
  }
  &:active {
    transform: scale(0.94);
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:active {
      transform: none;
    }
  }
`;

const Floats = styled.div`
  position: absolute;
  inset: 0;
  overflow: visible;
  pointer-events: none;
`;

const rise = keyframes`
  0% { opacity: 0; transform: translate(-50%, 0) scale(0.6); }
  15% { opacity: 1; transform: translate(-50%, -20px) scale(1); }
  100% { opacity: 0; transform: translate(-50%, -180px) scale(1.1); }
`;

const fade = keyframes`
  0% { opacity: 0; }
  15% { opacity: 1; }
  100% { opacity: 0; }
`;

const Bubble = styled.span`
  position: absolute;
  bottom: ${space(6)};
  font-size: 28px;
  animation: ${rise} ${REACTION_FLOAT_MS}ms ease-out forwards;
  @media (prefers-reduced-motion: reduce) {
    transform: translateX(-50%);
    animation: ${fade} ${REACTION_FLOAT_MS}ms linear forwards;
  }
`;
