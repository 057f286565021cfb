import { useEffect, useRef, type JSX } from 'react';
import { Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar, IconButton, imageUrlOf } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { MentionText } from '@upclub/shared/ui/PostCard';
import { POST_TYPE_PLAIN, type SongPost } from '@upclub/shared/types';
import { CommentsPanel } from '../../overlays/comments';
import { trackArtistsOf, trackTitleOf } from '../bar/PlayerBar';
import { LikeButton } from '../controls/LikeButton';
import { ProgressSlider } from '../controls/ProgressSlider';
import { TrackTitle } from '../controls/TrackTitle';
import { Transport } from '../controls/Transport';
import { VolumeControl } from '../controls/VolumeControl';
import { NOW_PLAYING_TITLE } from '../texts';
import type { NowPlayingView } from '../engine/PlayerEngine';
import { usePlayerEngine, usePlayerSnapshot } from '../usePlayer';
import { NOW_PLAYING_WIDTH, NowPlayingStyles as S } from './NowPlaying.styles';

const ART_PX = 380;

/**
 * The 'Now Playing' modal (spec §2, §4 Player): the post's big art, title, artists, poster and
 * caption with the controls, and its comments beside them (below on narrow screens). It shows
 * `nowPlaying.post`, which follows the playing post 500 ms after a change.
 */
export function NowPlaying(): JSX.Element | null {
  const engine = usePlayerEngine();
  const { nowPlaying } = usePlayerSnapshot();
  if (!nowPlaying.open) return null;
  const post = nowPlaying.post;
  return (
    <Modal title={NOW_PLAYING_TITLE} onClose={() => engine.close()} width={NOW_PLAYING_WIDTH} tall>
      {post ? (
        <PostView post={post} view={nowPlaying.view} chosen={nowPlaying.chosen} onPlay={() => engine.playShown()} />
      ) : (
        <S.Empty>Nothing playing</S.Empty>
      )}
    </Modal>
  );
}

interface PostViewProps {
  post: SongPost;
  view: NowPlayingView;
  /** Opened for its comments while another post plays: a Play control instead of the transport. */
  chosen: boolean;
  onPlay: () => void;
}

function PostView({ post, view, chosen, onPlay }: PostViewProps) {
  const side = useRef<HTMLDivElement>(null);
  const plain = post.post_type === POST_TYPE_PLAIN;

  // Opened for the comments (a card's comments button): bring the comment box into view and
  // give it the focus, after the dialog has placed its own.
  useEffect(() => {
    if (view !== 'comments' || plain) return;
    const frame = requestAnimationFrame(() => {
      side.current?.scrollIntoView?.({ block: 'start' });
      side.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [view, plain, post.song_post]);

  const art = imageUrlOf(post.track_details?.album.images, ART_PX);
  const poster = `${post.first_name} ${post.last_name}`.trim() || post.username;
  return (
    <S.Layout>
      <S.Main>
        {art ? <S.Art src={art} alt={`Album art of ${trackTitleOf(post)}`} /> : <S.ArtPlaceholder aria-hidden />}
        <S.Heading>
          <div>
            <h3>
              <TrackTitle post={post}>{trackTitleOf(post)}</TrackTitle>
            </h3>
            <p>{trackArtistsOf(post)}</p>
          </div>
          <LikeButton post={post} size={40} />
        </S.Heading>
        {!plain && (
          <S.Poster>
            <Avatar src={post.thumbnail_picture} name={poster} size={28} decorative />
            <Link to={`/profile/${encodeURIComponent(post.username)}`}>{post.username}</Link>
            <span>{post.post_age}</span>
            {post.club && post.club_name && <Link to={`/clubs/${post.club}`}>{`Posted in ${post.club_name}`}</Link>}
          </S.Poster>
        )}
        {post.comment && (
          <S.Caption>
            <MentionText text={post.comment} mentions={post.mentions} />
          </S.Caption>
        )}
        <S.Controls>
          {chosen ? (
            // Not the playing post: what plays goes on until the user plays this one.
            <S.PlayChosen>
              <IconButton label={`Play ${trackTitleOf(post)}`} variant="accent" size={56} onClick={onPlay}>
                <Play size={22} aria-hidden />
              </IconButton>
            </S.PlayChosen>
          ) : (
            <>
              <ProgressSlider />
              <Transport size="lg" />
              <VolumeControl />
            </>
          )}
        </S.Controls>
      </S.Main>
      {!plain && (
        <S.Side ref={side}>
          <CommentsPanel key={post.song_post} post={post} />
        </S.Side>
      )}
    </S.Layout>
  );
}
