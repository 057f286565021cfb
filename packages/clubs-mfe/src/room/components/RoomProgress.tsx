import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { RoomState } from '@upclub/shared/types';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { ROOM_TEXT } from '../../roomTexts';
import { formatTime, positionAt } from '../position';

/** How often the bar moves while the song plays (the time shows whole seconds). */
export const ROOM_PROGRESS_TICK_MS = 500;

/** This page's clock, read again every `ms` while `active` (a paused song needs no ticks). */
function useClock(active: boolean, ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, ms);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, ms]);
  return now;
}

/**
 * The room song's progress, computed from the state and the server's clock (docs/rooms.md): the
 * same moment on every listener's screen, moving while it plays.
 */
export function RoomProgress({ state, clockOffsetMs }: { state: RoomState; clockOffsetMs: number }) {
  const now = useClock(state.playing, ROOM_PROGRESS_TICK_MS);
  const duration = state.current?.track_details.duration_ms ?? 0;
  const position = positionAt(state, now + clockOffsetMs);
  const share = duration > 0 ? Math.min(1, position / duration) : 0;
  const at = formatTime(position);
  const of = duration > 0 ? formatTime(duration) : '–:––';
  return (
    <Wrap>
      <Track
        role="progressbar"
        aria-label={ROOM_TEXT.progress}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration / 1000)}
        aria-valuenow={Math.round(position / 1000)}
        aria-valuetext={ROOM_TEXT.progressOf(at, of)}
      >
        <Fill style={{ transform: `scaleX(${share})` }} />
      </Track>
      <Times aria-hidden>
        <span>{at}</span>
        <span>{of}</span>
      </Times>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const Track = styled.div`
  position: relative;
  height: 6px;
  border-radius: ${radius.pill}px;
  background: ${color.line};
  overflow: hidden;
`;

/** Scaled, not resized: the bar moves without laying the page out again on every tick. */
const Fill = styled.div`
  position: absolute;
  inset: 0;
  transform-origin: left center;
  background: var(--club-accent, ${color.accent});
  transition: transform ${ROOM_PROGRESS_TICK_MS}ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Times = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  font-variant-numeric: tabular-nums;
`;
