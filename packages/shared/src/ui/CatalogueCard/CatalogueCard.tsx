import type { JSX } from 'react';
import styled from 'styled-components';
import {
  RowName as Name,
  RowSecondary as Secondary,
  RowText as Text,
  ROW_ART_PX,
  RowArt,
  rowButtonLook,
} from '@upclub/shared/ui/TrackRow';
import { ChevronRight, Disc3, ListMusic, UserRound } from 'lucide-react';
import { color, imageUrlOf, truncateText } from '@upclub/shared/ui';
import { TRACK_NAME_MAX_DISPLAY } from '@upclub/shared/constants';

export type CatalogueKind = 'artist' | 'album' | 'playlist';

export interface CatalogueCardProps {
  kind: CatalogueKind;
  name: string;
  /** The line under the name ('Artist', the album's artists, the playlist's owner). */
  subtitle?: string;
  images?: ReadonlyArray<{ url: string; width?: number | null }>;
  /** Opens the artist, album or playlist (the song search drills down into its tracks). */
  onSelect: () => void;
}

const placeholderIcon = { artist: UserRound, album: Disc3, playlist: ListMusic } as const;

/** An artist, album or playlist of the catalogue as a row that opens it. */
export function CatalogueCard({ kind, name, subtitle, images, onSelect }: CatalogueCardProps): JSX.Element {
  const art = imageUrlOf(images, ROW_ART_PX);
  const Icon = placeholderIcon[kind];
  return (
    <Card type="button" onClick={onSelect} data-kind={kind}>
      <RowArt src={art} icon={<Icon size={20} />} round={kind === 'artist'} />
      <Text>
        <Name title={name}>{truncateText(name, TRACK_NAME_MAX_DISPLAY)}</Name>
        {subtitle ? <Secondary>{subtitle}</Secondary> : null}
      </Text>
      <ChevronRight size={18} aria-hidden="true" />
    </Card>
  );
}

const Card = styled.button`
  ${rowButtonLook}
  width: 100%;
  cursor: pointer;
  > svg {
    flex: none;
    margin-left: auto;
    color: ${color.muted};
  }
  &:hover {
    background: ${color.raised};
  }
`;
