import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Ellipsis, Heart, MessageCircle, Music, Pause, Play, Trash2 } from 'lucide-react';
import { emitPlayerCommand, getCurrentUser, onCurrentUser, openOverlay, openPostComments } from '@upclub/shared/bus';
import { useLike } from '@upclub/shared/queries';
import { POST_TYPE_PLAIN, type SongPost } from '@upclub/shared/types';
import { Avatar, IconButton, VisuallyHidden } from '@upclub/shared/ui';
import { DropdownMenu, DropdownMenuItem } from '@upclub/shared/ui/DropdownMenu';
import { albumArtOf, artistsOf, captionText, displayNameOf, trackNameOf } from './format';
import { MentionText } from './MentionText';
import { PostCardStyles as S } from './PostCard.styles';
import { ShareMenu } from './ShareMenu';
import { usePlaybackOf } from './usePlaybackOf';

// The story picture (its drawing on a canvas and its dialog) only opens from the Share menu:
// loaded then, not with the UI kit every page loads. A dialog over the page moves nothing
// while it comes.
const StoryModal = lazy(() =>
  import(/* webpackChunkName: "story-modal" */ './StoryModal').then((m) => ({ default: m.StoryModal })),
);

/**
 * The art's fetch priority as the lowercase HTML attribute: React 18 does not know the
 * `fetchPriority` prop (it warns and leaves the browser to lowercase it), while an unknown
 * lowercase attribute passes through as it is.
 */
const fetchPriorityAttr = (priority: boolean) => ({ fetchpriority: priority ? 'high' : 'auto' });

export interface PostCardProps {
  post: SongPost;
  /**
   * Starts this post from the list it is shown in (the page sends `playList` with its page).
   * Without it the card plays the post alone.
   */
  onPlay?: (post: SongPost) => void;
  /**
   * Opens the post's comments telling the list it is shown in (the page sends `openPostComments`
   * with its list). Without it the card opens them with the post alone. Never plays.
   */
  onOpenComments?: (post: SongPost) => void;
  /** On the club page the 'Posted in {club}' link is left out. */
  hideClub?: boolean;
  /**
   * The card is in the first row of the page: its art is the page's largest paint, so it loads
   * at once and first instead of lazily.
   */
  priority?: boolean;
}

/** A song post (spec §2 Post card, DESIGN §7): album art first, the poster, the caption, actions. */
export function PostCard({ post, onPlay, onOpenComments, hideClub = false, priority = false }: PostCardProps) {
  const playback = usePlaybackOf(post.song_post);
  const like = useLike(post);
  const [story, setStory] = useState(false);
  const plain = post.post_type === POST_TYPE_PLAIN;
  const isAuthor = useSyncExternalStore(onCurrentUser, () => getCurrentUser()?.upclubuser === post.upclubuser);
  const title = post.track_details?.name ?? post.title;
  const art = albumArtOf(post);
  const profilePath = `/profile/${encodeURIComponent(post.username)}`;

  const play = () => {
    if (playback !== 'idle') emitPlayerCommand({ type: 'toggle' });
    else if (onPlay) onPlay(post);
    else emitPlayerCommand({ type: 'toggle', post });
  };

  // Never interrupts what plays: the comments show this post, and playing it is the user's choice.
  const openComments = () => (onOpenComments ? onOpenComments(post) : openPostComments(post));

  return (
    <S.Card aria-label={`${title} posted by ${post.username}`}>
      <S.Art>
        {art ? (
          <S.ArtImage
            src={art}
            alt=""
            width={300}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            {...fetchPriorityAttr(priority)}
            decoding="async"
          />
        ) : (
          <S.ArtPlaceholder aria-hidden>
            <Music size={48} />
          </S.ArtPlaceholder>
        )}
        <S.PlayButton>
          <IconButton
            label={`${playback === 'playing' ? 'Pause' : 'Play'} ${title}`}
            variant="accent"
            size={48}
            onClick={play}
          >
            {playback === 'playing' ? <Pause size={22} aria-hidden /> : <Play size={22} aria-hidden />}
          </IconButton>
        </S.PlayButton>
      </S.Art>

      <S.Track>
        <S.Title title={title}>{trackNameOf(post)}</S.Title>
        <S.Artists>{artistsOf(post)}</S.Artists>
      </S.Track>

      <S.Poster>
        <Avatar src={post.thumbnail_picture} name={displayNameOf(post)} size={32} decorative />
        <S.PosterText>
          <S.NameLine>
            <Link to={profilePath}>{displayNameOf(post)}</Link>
            <S.Age>{post.post_age}</S.Age>
          </S.NameLine>
          {!hideClub && post.club !== null && post.club_name ? (
            <S.Club>
              Posted in <Link to={`/clubs/${post.club}`}>{post.club_name}</Link>
            </S.Club>
          ) : null}
        </S.PosterText>
      </S.Poster>

      <S.Caption title={post.comment ? captionText(post) : undefined}>
        <MentionText text={post.comment} mentions={post.mentions} />
      </S.Caption>

      <S.Actions>
        {plain ? null : (
          <>
            <S.Count type="button" aria-pressed={like.liked} $active={like.liked} $tone="like" onClick={like.toggle}>
              <Heart size={18} aria-hidden fill={like.liked ? 'currentColor' : 'none'} />
              {/* Named by its text, not aria-label: the visible count stays part of the name. */}
              <VisuallyHidden>{`Like (${like.formatted_likes})`}</VisuallyHidden>
              <span aria-hidden>{like.formatted_likes}</span>
            </S.Count>
            <S.Count type="button" onClick={openComments}>
              <MessageCircle size={18} aria-hidden />
              <VisuallyHidden>{`Comments (${post.formatted_comments_count})`}</VisuallyHidden>
              <span aria-hidden>{post.formatted_comments_count}</span>
            </S.Count>
          </>
        )}
        <S.Spacer />
        <ShareMenu post={post} onStory={() => setStory(true)} />
        {isAuthor && !plain ? (
          <DropdownMenu
            triggerLabel="Post options"
            trigger={
              <S.MenuIcon>
                <Ellipsis size={18} aria-hidden />
              </S.MenuIcon>
            }
          >
            <DropdownMenuItem
              tone="danger"
              icon={<Trash2 size={16} />}
              onSelect={() => openOverlay({ type: 'deletePost', post })}
            >
              Delete
            </DropdownMenuItem>
          </DropdownMenu>
        ) : null}
      </S.Actions>
      {story ? (
        <Suspense fallback={null}>
          <StoryModal post={post} onClose={() => setStory(false)} />
        </Suspense>
      ) : null}
    </S.Card>
  );
}
