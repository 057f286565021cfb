import type { JSX } from 'react';
import { usePlayerEngine, usePlayerSnapshot } from '../usePlayer';
import { ControlStyles as S } from './controls.styles';
import { formatTime } from './time';

/** Elapsed time, the seek slider and the total time. In a club's room only a DJ seeks (the room). */
export function ProgressSlider(): JSX.Element {
  const engine = usePlayerEngine();
  const { status, player, room } = usePlayerSnapshot();
  const duration = status.durationMs;
  const position = Math.min(status.positionMs, duration || status.positionMs);
  return (
    <S.Progress>
      <time aria-label="Elapsed">{formatTime(position)}</time>
      <S.Range
        type="range"
        aria-label="Seek"
        min={0}
        max={Math.max(duration, 1)}
        step={1000}
        value={position}
        aria-valuetext={`${formatTime(position)} of ${formatTime(duration)}`}
        disabled={!player.current || duration <= 0 || (room !== null && !room.dj)}
        onChange={(event) => engine.seek(Number(event.target.value))}
      />
      <time aria-label="Duration">{formatTime(duration)}</time>
    </S.Progress>
  );
}
