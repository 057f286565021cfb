import type { JSX, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { color, radius, space } from '@upclub/shared/ui';

// What a catalogue row (TrackRow, CatalogueCard) shows at its left and how its clickable part
// looks: the art, or an icon in its place, and a flat row that lights up on hover.

export const ROW_ART_PX = 48;

export interface RowArtProps {
  /** The art's URL; without it the placeholder shows `icon`. */
  src: string | null | undefined;
  /** The placeholder's icon. */
  icon: ReactNode;
  /** Round art (artists); square with soft corners otherwise. */
  round?: boolean;
  /** Its side in px (a song in a message shows it larger). */
  size?: number;
}

/** A row's art (ROW_ART_PX unless sized), or its placeholder icon when there is no art. */
export function RowArt({ src, icon, round = false, size = ROW_ART_PX }: RowArtProps): JSX.Element {
  return src ? (
    <Art src={src} alt="" width={size} height={size} loading="lazy" $round={round} $size={size} />
  ) : (
    <Placeholder aria-hidden="true" $round={round} $size={size}>
      {icon}
    </Placeholder>
  );
}

interface BoxProps {
  $round: boolean;
  $size: number;
}

const artBox = css<BoxProps>`
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => (p.$round ? `${radius.pill}px` : '6px')};
  background: ${color.raised};
`;

const Art = styled.img<BoxProps>`
  ${artBox}
  object-fit: cover;
`;

const Placeholder = styled.span<BoxProps>`
  ${artBox}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${color.muted};
`;

/** The flat look of a row's clickable part: art and text in a line, no border, a focus ring. */
export const rowButtonLook = css`
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
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
`;
