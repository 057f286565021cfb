import { Link } from 'react-router-dom';
import { Pause, Play, UsersRound } from 'lucide-react';
import styled from 'styled-components';
import type { Club } from '@upclub/shared/types';
import { Avatar, color, fontSize, radius, space } from '@upclub/shared/ui';
import type { ClubPlayback } from '../useClubPlayback';

export interface ClubBannerProps {
  club: Club;
  playback: ClubPlayback;
  onToggle: () => void;
}

/**
 * The club's banner (spec part 2 §2): its picture, the owner's thumbnail and username (to their
 * profile), and play/pause for the club's posts, in the club's accent colours.
 */
export function ClubBanner({ club, playback, onToggle }: ClubBannerProps) {
  const picture = club.club_picture ?? club.thumbnail_picture ?? null;
  const playing = playback === 'playing';
  const owner = club.club_owner_name || club.club_owner_username;
  return (
    <Banner>
      {picture ? (
        <Picture src={picture} alt="" />
      ) : (
        <Blank aria-hidden>
          <UsersRound size={72} />
        </Blank>
      )}
      <Shade />
      <Bottom>
        <Owner to={`/profile/${encodeURIComponent(club.club_owner_username)}`}>
          <Avatar src={club.club_owner_thumbnail} name={owner} size={36} decorative />
          <span>
            <small>Owner</small>
            {club.club_owner_username}
          </span>
        </Owner>
        <PlayButton
          type="button"
          aria-label={`${playing ? 'Pause' : 'Play'} ${club.club_name}`}
          title={`${playing ? 'Pause' : 'Play'} ${club.club_name}`}
          onClick={onToggle}
          disabled={club.posts === 0 && playback === 'idle'}
        >
          {playing ? <Pause size={26} aria-hidden /> : <Play size={26} aria-hidden />}
        </PlayButton>
      </Bottom>
    </Banner>
  );
}

const Banner = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  max-height: 340px;
  width: 100%;
  border-radius: ${radius.card}px;
  overflow: hidden;
  background: radial-gradient(120% 140% at 20% 0%, var(--club-wash), ${color.surface} 70%);
  border: 1px solid ${color.line};
`;

const Picture = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Blank = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: rgba(255, 255, 255, 0.35);
`;

/** Keeps the owner's name readable over any picture. */
const Shade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(180deg, rgba(15, 17, 21, 0) 40%, rgba(15, 17, 21, 0.88) 100%);
`;

const Bottom = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(4)} ${space(5)};
`;

const Owner = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(1)} ${space(3)} ${space(1)} ${space(1)};
  border-radius: ${radius.pill}px;
  background: rgba(15, 17, 21, 0.72);
  color: ${color.text};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  span {
    display: flex;
    flex-direction: column;
    line-height: 1.2;
  }
  small {
    color: ${color.muted};
    font-size: ${fontSize.xs}px;
    font-weight: 500;
  }
  &:hover {
    background: rgba(15, 17, 21, 0.9);
  }
`;

const PlayButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 60px;
  height: 60px;
  border: 0;
  border-radius: ${radius.pill}px;
  background: var(--club-accent);
  color: var(--club-on-accent);
  box-shadow: 0 10px 28px rgba(0, 0, 0, 0.5);
  cursor: pointer;
  transition:
    transform 120ms ease,
    filter 120ms ease;
  &:hover:not(:disabled) {
    transform: scale(1.05);
    filter: brightness(1.08);
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
`;
