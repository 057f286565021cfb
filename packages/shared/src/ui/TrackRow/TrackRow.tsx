import type { JSX, ReactNode } from 'react';
import styled from 'styled-components';
import { RowName as Name, RowSecondary as Secondary, RowText as Text } from './RowText.styles';
import { Music } from 'lucide-react';
import { color, radius, space } from '../tokens';
import { displayArtists, displayTrackName, imageUrlOf } from './display';

/** What a row needs of a track: the provider's Track and the feed's TrackDetails both fit. */
export interface TrackRowTrack {
  id: string;
  name: string;
  artists: ReadonlyArray<{ name: string }>;
  album?: { name?: string; images: ReadonlyArray<{ url: string; width?: number | null }> };
}

export interface TrackRowProps {
  track: TrackRowTrack;
  /** Makes the row a button (choosing the track). Without it the row is plain content. */
  onSelect?: (track: TrackRowTrack) => void;
  /** Art to show when the track carries none (album tracks come without their album). */
  fallbackImageUrl?: string | null;
  /** Shows the album's name after the artists. */
  showAlbum?: boolean;
  /** Something at the right end (a checkbox, a menu). */
  trailing?: ReactNode;
}

const ART_PX = 48;

/** One catalogue track: small album art, name and artists, truncated as the spec says. */
export function TrackRow({ track, onSelect, fallbackImageUrl = null, showAlbum = false, trailing }: TrackRowProps): JSX.Element {
  const art = imageUrlOf(track.album?.images, ART_PX) ?? fallbackImageUrl;
  const artists = displayArtists(track.artists);
  const secondLine = showAlbum && track.album?.name ? `${artists} · ${track.album.name}` : artists;
  const content = (
    <>
      {art ? (
        <Art src={art} alt="" width={ART_PX} height={ART_PX} loading="lazy" />
      ) : (
        <ArtPlaceholder aria-hidden="true">
          <Music size={20} />
        </ArtPlaceholder>
      )}
      <Text>
        <Name title={track.name}>{displayTrackName(track.name)}</Name>
        <Secondary>{secondLine}</Secondary>
      </Text>
    </>
  );
  return (
    <Row>
      {onSelect ? (
        <Main as="button" type="button" onClick={() => onSelect(track)} data-track-id={track.id}>
          {content}
        </Main>
      ) : (
        <Main data-track-id={track.id}>{content}</Main>
      )}
      {trailing}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-width: 0;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border: 0;
  border-radius: ${radius.input}px;
  background: transparent;
  color: ${color.text};
  font: inherit;
  text-align: left;
  &:is(button) { cursor: pointer; }
  &:is(button):hover { background: ${color.raised}; }
  &:focus-visible { outline: 2px solid ${color.focus}; outline-offset: 1px; }
`;

const Art = styled.img`
  flex: none;
  width: ${ART_PX}px;
  height: ${ART_PX}px;
  border-radius: 6px;
  object-fit: cover;
  background: ${color.raised};
`;

const ArtPlaceholder = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${ART_PX}px;
  height: ${ART_PX}px;
  border-radius: 6px;
  background: ${color.raised};
  color: ${color.muted};
`;

