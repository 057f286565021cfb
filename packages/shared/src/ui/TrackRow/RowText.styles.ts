import styled from 'styled-components';
import { color, fontSize } from '@upclub/shared/ui';

// The two text lines of a catalogue row (TrackRow, CatalogueCard): a name and a muted line,
// each cut with an ellipsis.

export const RowText = styled.span`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const RowName = styled.span`
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const RowSecondary = styled.span`
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
