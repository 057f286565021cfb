import { useState, type MouseEvent, type ReactNode } from 'react';
import { MessageCircle, Music, Pause, Play } from 'lucide-react';
import styled from 'styled-components';
import { getSongPost, reportError } from '@upclub/shared/api';
import { openPostComments } from '@upclub/shared/bus';
import { roomSongPostPath } from '@upclub/shared/rooms';
import type { RoomItem, RoomState } from '@upclub/shared/types';
import {
  Button,
  color,
  displayArtists,
  displayTrackName,
  fontSize,
  imageUrlOf,
  radius,
  space,
} from '@upclub/shared/ui';
import { ROOM_TEXT } from '../../roomTexts';
import { RoomStyles as S } from '../Room.styles';
import { RoomProgress } from './RoomProgress';

/** The cover's size on the stage (px): the provider's image that covers it is taken. */
const COVER_PX = 200;

export interface NowPlayingProps {
  state: RoomState;
  clockOffsetMs: number;
  isDj: boolean;
  /** The DJ's controls, under the song. */
  controls?: ReactNode;
}

/** The room's song: cover, title, artists, who added it, playing or paused, its progress and its post's comments. */
export function NowPlaying({ state, clockOffsetMs, isDj, controls }: NowPlayingProps) {
  const current = state.current;
  return (
    <S.Panel aria-labelledby="room-now-playing">
      <S.PanelHead>
        <S.PanelTitle id="room-now-playing">{ROOM_TEXT.nowPlaying}</S.PanelTitle>
        {current ? (
          <Chip $on={state.playing}>
            {state.playing ? <Play size={14} aria-hidden /> : <Pause size={14} aria-hidden />}
            {state.playing ? ROOM_TEXT.playing : ROOM_TEXT.paused}
          </Chip>
        ) : null}
      </S.PanelHead>
      {current ? (
        <Song>
          <Cover current={current} />
          <Info>
            <Title title={current.track_details.name}>
              <SongTitle current={current} />
            </Title>
            <S.Muted>{displayArtists(current.track_details.artists)}</S.Muted>
            <Small>{ROOM_TEXT.addedBy(current.added_by.username)}</Small>
            <RoomProgress state={state} clockOffsetMs={clockOffsetMs} />
            {current.song_post !== null ? (
              <CommentsButton post={current.song_post} title={current.track_details.name} />
            ) : null}
          </Info>
        </Song>
      ) : (
        <Empty>
          <S.Muted>{ROOM_TEXT.nothingPlaying}</S.Muted>
          {isDj ? <S.Muted>{ROOM_TEXT.nothingPlayingDj}</S.Muted> : null}
        </Empty>
      )}
      {controls}
    </S.Panel>
  );
}

function Cover({ current }: { current: RoomItem }) {
  const src = imageUrlOf(current.track_details.album.images, COVER_PX);
  return src ? (
    <Art src={src} alt="" width={COVER_PX} height={COVER_PX} />
  ) : (
    <Blank aria-hidden>
      <Music size={56} />
    </Blank>
  );
}

/** Opens the song's post with its comments (the shell's Now Playing overlay), fetching the post first. */
function useOpenComments(post: number) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    if (opening) return;
    setOpening(true);
    try {
      openPostComments(await getSongPost(post));
    } catch (error) {
      reportError(error);
    } finally {
      setOpening(false);
    }
  };
  return { open, opening };
}

/** The song's title: a link to its post and comments when it came from a post (not from song search). */
function SongTitle({ current }: { current: RoomItem }) {
  const title = displayTrackName(current.track_details.name);
  return current.song_post === null ? <>{title}</> : <LinkedTitle post={current.song_post}>{title}</LinkedTitle>;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Its address is the post's share link, so a new tab shows the post there; a plain click here
 * shows its comments in Now Playing while the room plays on (following the share link here would
 * play the post, which asks to leave the room).
 */
function LinkedTitle({ post, children }: { post: number; children: string }) {
  const { open } = useOpenComments(post);
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void open();
  };
  return (
    <TitleLink href={roomSongPostPath(post)} onClick={onClick}>
      {children}
    </TitleLink>
  );
}

function CommentsButton({ post, title }: { post: number; title: string }) {
  const { open, opening } = useOpenComments(post);
  return (
    <Comments
      type="button"
      $variant="secondary"
      aria-label={ROOM_TEXT.commentsOn(displayTrackName(title))}
      aria-busy={opening}
      onClick={() => void open()}
    >
      <MessageCircle size={16} aria-hidden />
      {ROOM_TEXT.comments}
    </Comments>
  );
}

const Song = styled.div`
  display: flex;
  gap: ${space(5)};
  align-items: flex-start;
  @media (max-width: 520px) {
    flex-direction: column;
  }
`;

const Art = styled.img`
  flex: none;
  width: ${COVER_PX}px;
  height: ${COVER_PX}px;
  max-width: 100%;
  border-radius: ${radius.card}px;
  object-fit: cover;
  background: ${color.raised};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
`;

const Blank = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${COVER_PX}px;
  height: ${COVER_PX}px;
  border-radius: ${radius.card}px;
  background: radial-gradient(120% 140% at 20% 0%, var(--club-wash, ${color.raised}), ${color.raised} 70%);
  color: ${color.muted};
`;

const Info = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
  width: 100%;
`;

const Title = styled.p`
  margin: 0;
  font-size: ${fontSize.xl}px;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const TitleLink = styled.a`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Small = styled.p`
  margin: 0 0 ${space(2)};
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Comments = styled(Button)`
  align-self: flex-start;
  margin-top: ${space(2)};
`;

const Chip = styled.span<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: 2px ${space(3)};
  border-radius: ${radius.pill}px;
  background: ${(p) => (p.$on ? 'rgba(46, 204, 113, 0.16)' : color.raised)};
  color: ${color.text};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(6)} 0;
  text-align: center;
`;
