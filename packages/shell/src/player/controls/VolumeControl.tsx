import { useRef, type JSX } from 'react';
import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { VOLUME_DEFAULT } from '@upclub/shared/constants';
import { IconButton } from '@upclub/shared/ui';
import { usePlayerEngine, usePlayerSnapshot } from '../usePlayer';
import { ControlStyles as S } from './controls.styles';
import { volumeLevel } from './volumeLevel';

const ICONS = { mute: VolumeX, low: Volume1, high: Volume2 } as const;

/** The volume slider with its icon (mute at 0, low below 50, high from 50); the icon mutes and unmutes. */
export function VolumeControl({ showSlider = true }: { showSlider?: boolean }): JSX.Element {
  const engine = usePlayerEngine();
  const { status } = usePlayerSnapshot();
  const beforeMute = useRef(status.volume > 0 ? status.volume : VOLUME_DEFAULT);
  const level = volumeLevel(status.volume);
  const Icon = ICONS[level];
  const muted = level === 'mute';
  return (
    <S.Volume>
      <IconButton
        label={muted ? 'Unmute' : 'Mute'}
        data-level={level}
        size={36}
        onClick={() => {
          if (muted) engine.setVolume(beforeMute.current);
          else {
            beforeMute.current = status.volume;
            engine.setVolume(0);
          }
        }}
      >
        <Icon size={18} aria-hidden />
      </IconButton>
      {showSlider && (
        <S.Range
          type="range"
          aria-label="Volume"
          min={0}
          max={100}
          step={1}
          value={status.volume}
          aria-valuetext={`${status.volume}%`}
          onChange={(event) => engine.setVolume(Number(event.target.value))}
        />
      )}
    </S.Volume>
  );
}
