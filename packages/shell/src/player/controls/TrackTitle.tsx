import type { JSX, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { getSongPost, isNoResponse } from '@upclub/shared/api';
import { noticeError, openPostComments } from '@upclub/shared/bus';
import type { SongPost } from '@upclub/shared/types';
import { color } from '@upclub/shared/ui';
import { roomSongPostOf } from '../room/roomPost';
import { POST_REMOVED_TEXT } from '../texts';
import { usePlayerSnapshot } from '../usePlayer';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Loads the post and shows its comments in Now Playing: what plays goes on. */
function openComments(songPost: number): void {
  getSongPost(songPost, { quiet: true }).then(openPostComments, (error: unknown) => {
    // Without an answer, the API client has said so already.
    if (!isNoResponse(error)) noticeError(POST_REMOVED_TEXT);
  });
}

/**
 * The title of the post the player shows (`children`). A club room's song is held as a plain
 * track; when it came from a post, its title links to that post and its comments (issue 25). The
 * link's address is the post's share link, so a new tab shows the post there; a plain click here
 * shows its comments in Now Playing while the room plays on (following the share link here would
 * play the post, which asks to leave the room).
 */
export function TrackTitle({ post, children }: { post: SongPost; children: ReactNode }): JSX.Element {
  const { room } = usePlayerSnapshot();
  const linked = roomSongPostOf(post, room);
  if (linked === null) return <>{children}</>;
  const open = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openComments(linked.songPost);
  };
  return (
    <PostLink href={linked.path} onClick={open}>
      {children}
    </PostLink>
  );
}

const PostLink = styled.a`
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
