import { useLayoutEffect, type JSX } from 'react';
import { Maximize2 } from 'lucide-react';
import { IconButton, displayArtists, displayTrackName, imageUrlOf } from '@upclub/shared/ui';
import type { SongPost } from '@upclub/shared/types';
import { LikeButton } from '../controls/LikeButton';
import { ProgressSlider } from '../controls/ProgressSlider';
import { TrackTitle } from '../controls/TrackTitle';
import { Transport } from '../controls/Transport';
import { VolumeControl } from '../controls/VolumeControl';
import { NOW_PLAYING_TITLE } from '../texts';
import { usePlayerEngine, usePlayerSnapshot } from '../usePlayer';
import { PLAYER_BODY_CLASS, PlayerBarRoom, PlayerBarStyles as S } from './PlayerBar.styles';
import { RoomBadge } from './RoomBadge';

const ART_PX = 64;

export const trackTitleOf = (post: SongPost) => displayTrackName(post.track_details?.name ?? post.title);
export const trackArtistsOf = (post: SongPost) => displayArtists(post.track_details?.artists ?? []);

/**
 * The bottom player bar of the private pages (DESIGN §7): the post's art, title and artists with
 * its like, the transport and progress in the centre, volume and Now Playing on the right.
 * Hidden until something was played. While it follows a club's room, it says so, with a link to
 * the club.
 */
export function PlayerBar(): JSX.Element | null {
  const engine = usePlayerEngine();
  const { player, room } = usePlayerSnapshot();
  const visible = player.list.length > 0 || player.current !== null || room !== null;

  useLayoutEffect(() => {
    if (!visible) return;
    document.body.classList.add(PLAYER_BODY_CLASS);
    return () => document.body.classList.remove(PLAYER_BODY_CLASS);
  }, [visible]);

  if (!visible) return null;
  const post = player.current;
  const art = post ? imageUrlOf(post.track_details?.album.images, ART_PX) : null;

  return (
    <S.Bar aria-label="Player">
      <PlayerBarRoom />
      <S.Track>
        {art ? <S.Art src={art} alt="" width={56} height={56} /> : <S.ArtPlaceholder aria-hidden />}
        <S.Names>
          {post ? (
            <>
              <S.Title title={post.track_details?.name ?? post.title}>
                <TrackTitle post={post}>{trackTitleOf(post)}</TrackTitle>
              </S.Title>
              <S.Artists>{trackArtistsOf(post)}</S.Artists>
            </>
          ) : (
            <S.Artists>Nothing playing</S.Artists>
          )}
          {room && <RoomBadge room={room} />}
        </S.Names>
        {post && <LikeButton post={post} />}
      </S.Track>
      <S.Centre>
        <Transport />
        <ProgressSlider />
      </S.Centre>
      <S.Right>
        <VolumeControl />
        <IconButton label={NOW_PLAYING_TITLE} onClick={() => engine.open('player')} disabled={!post} size={36}>
          <Maximize2 size={18} aria-hidden />
        </IconButton>
      </S.Right>
    </S.Bar>
  );
}
