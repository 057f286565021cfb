import type { JSX, ReactNode } from 'react';
import styled from 'styled-components';
import { RowName as Name, RowSecondary as Secondary, RowText as Text } from './RowText.styles';
import { Music } from 'lucide-react';
import { color, space, displayArtists, displayTrackName, imageUrlOf } from '@upclub/shared/ui';
import { ROW_ART_PX, RowArt, rowButtonLook } from './RowArt';

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

/** One catalogue track: small album art, name and artists, truncated as the spec says. */
export function TrackRow({
  track,
  onSelect,
  fallbackImageUrl = null,
  showAlbum = false,
  trailing,
}: TrackRowProps): JSX.Element {
  const art = imageUrlOf(track.album?.images, ROW_ART_PX) ?? fallbackImageUrl;
  const artists = displayArtists(track.artists);
  const secondLine = showAlbum && track.album?.name ? `${artists} · ${track.album.name}` : artists;
  const content = (
    <>
      <RowArt src={art} icon={<Music size={20} />} />
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
  ${rowButtonLook}
  flex: 1;
  &:is(button) {
    cursor: pointer;
  }
  &:is(button):hover {
    background: ${color.raised};
  }
`;
