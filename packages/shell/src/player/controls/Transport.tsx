import type { JSX } from 'react';
import { Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react';
import { IconButton } from '@upclub/shared/ui';
import type { RepeatMode } from '@upclub/shared/types';
import { usePlayerEngine, usePlayerSnapshot } from '../usePlayer';
import { ControlStyles as S } from './controls.styles';

const REPEAT_TITLE: Record<RepeatMode, string> = {
  none: 'Repeat: off',
  all: 'Repeat: all',
  track: 'Repeat: this song',
};

/**
 * Shuffle, previous, play/pause, next and repeat (spec §4 Player actions). In a club's room the
 * transport acts on the room (a DJ) or asks to leave it (a listener), so it stays usable without a
 * list; shuffle and repeat, which belong to the listener's own list, wait.
 */
export function Transport({ size = 'md' }: { size?: 'md' | 'lg' }): JSX.Element {
  const engine = usePlayerEngine();
  const { player, status, room } = usePlayerSnapshot();
  const inRoom = room !== null;
  const hasList = player.list.length > 0 || inRoom;
  const icon = size === 'lg' ? 22 : 18;
  const main = size === 'lg' ? 56 : 40;
  return (
    <S.Transport>
      <IconButton
        label="Shuffle"
        aria-pressed={player.shuffle}
        onClick={() => engine.toggleShuffle()}
        disabled={!hasList || inRoom}
        size={36}
      >
        <Shuffle size={icon - 2} aria-hidden />
      </IconButton>
      <IconButton label="Previous" onClick={() => engine.previous()} disabled={!hasList} size={36}>
        <SkipBack size={icon} aria-hidden />
      </IconButton>
      <IconButton
        label={status.playing ? 'Pause' : 'Play'}
        variant="accent"
        size={main}
        onClick={() => engine.toggle()}
        disabled={!player.current && !inRoom}
      >
        {status.playing ? <Pause size={icon} aria-hidden /> : <Play size={icon} aria-hidden />}
      </IconButton>
      <IconButton label="Next" onClick={() => engine.next()} disabled={!hasList} size={36}>
        <SkipForward size={icon} aria-hidden />
      </IconButton>
      <IconButton
        label="Repeat"
        title={REPEAT_TITLE[player.repeat]}
        aria-pressed={player.repeat !== 'none'}
        data-mode={player.repeat}
        onClick={() => engine.cycleRepeat()}
        disabled={inRoom}
        size={36}
      >
        {player.repeat === 'track' ? <Repeat1 size={icon - 2} aria-hidden /> : <Repeat size={icon - 2} aria-hidden />}
      </IconButton>
    </S.Transport>
  );
}
