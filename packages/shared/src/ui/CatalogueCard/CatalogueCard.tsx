import type { JSX } from 'react';
import styled from 'styled-components';
import { RowName as Name, RowSecondary as Secondary, RowText as Text } from '../TrackRow/RowText.styles';
import { ChevronRight, Disc3, ListMusic, UserRound } from 'lucide-react';
import { color, radius, space } from '../tokens';
import { imageUrlOf, truncateText } from '../TrackRow';
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

const ART_PX = 48;
const placeholderIcon = { artist: UserRound, album: Disc3, playlist: ListMusic } as const;

/** An artist, album or playlist of the catalogue as a row that opens it. */
export function CatalogueCard({ kind, name, subtitle, images, onSelect }: CatalogueCardProps): JSX.Element {
  const art = imageUrlOf(images, ART_PX);
  const Icon = placeholderIcon[kind];
  return (
    <Card type="button" onClick={onSelect} data-kind={kind}>
      {art ? (
        <Art src={art} alt="" width={ART_PX} height={ART_PX} loading="lazy" $round={kind === 'artist'} />
      ) : (
        <Placeholder aria-hidden="true" $round={kind === 'artist'}>
          <Icon size={20} />
        </Placeholder>
      )}
      <Text>
        <Name title={name}>{truncateText(name, TRACK_NAME_MAX_DISPLAY)}</Name>
        {subtitle ? <Secondary>{subtitle}</Secondary> : null}
      </Text>
      <ChevronRight size={18} aria-hidden="true" />
    </Card>
  );
}

const Card = styled.button`
  width: 100%;
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
  cursor: pointer;
  > svg { flex: none; margin-left: auto; color: ${color.muted}; }
  &:hover { background: ${color.raised}; }
  &:focus-visible { outline: 2px solid ${color.focus}; outline-offset: 1px; }
`;

const Art = styled.img<{ $round: boolean }>`
  flex: none;
  width: ${ART_PX}px;
  height: ${ART_PX}px;
  border-radius: ${(p) => (p.$round ? `${radius.pill}px` : '6px')};
  object-fit: cover;
  background: ${color.raised};
`;

const Placeholder = styled.span<{ $round: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${ART_PX}px;
  height: ${ART_PX}px;
  border-radius: ${(p) => (p.$round ? `${radius.pill}px` : '6px')};
  background: ${color.raised};
  color: ${color.muted};
`;

