import styled from 'styled-components';
import { Music, Pause, Play } from 'lucide-react';
import { emitPlayerCommand } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';
import { IconButton, color, displayArtists, displayTrackName, imageUrlOf, radius, space } from '@upclub/shared/ui';
import { usePlaybackOf } from '@upclub/shared/ui/PostCard';
import { RowArt } from '@upclub/shared/ui/TrackRow';
import { FirstLine, SecondLine, TwoLines } from '../components/TwoLines.styles';

const ART_PX = 56;

export interface SongMessageProps {
  post: SongPost;
  /** Every song of the thread, oldest first: the player goes on to the next one. */
  list: SongPost[];
  thread: number;
}

/** A song in a message: its art and names, played and paused in place through the shell's player. */
export function SongMessage({ post, list, thread }: SongMessageProps) {
  const playback = usePlaybackOf(post.song_post);
  const track = post.track_details;
  const name = track?.name ?? post.title;
  const art = imageUrlOf(track?.album?.images, ART_PX);
  const toggle = () =>
    emitPlayerCommand({ type: 'toggle', post, list, page: { name: 'message_box', params: { id: thread } } });
  return (
    <Card data-song-post={post.song_post}>
      <RowArt src={art} icon={<Music size={22} />} size={ART_PX} />
      <TwoLines>
        <FirstLine dir="auto" title={name}>
          {displayTrackName(name)}
        </FirstLine>
        {track ? <SecondLine dir="auto">{displayArtists(track.artists)}</SecondLine> : null}
      </TwoLines>
      <IconButton
        label={`${playback === 'playing' ? 'Pause' : 'Play'} ${name}`}
        variant="accent"
        onClick={toggle}
        aria-pressed={playback === 'playing'}
      >
        {playback === 'playing' ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
      </IconButton>
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  width: min(340px, 100%);
  padding: ${space(2)};
  border-radius: ${radius.card}px;
  background: ${color.background};
  border: 1px solid ${color.line};
`;
