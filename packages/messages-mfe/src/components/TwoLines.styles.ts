import styled from 'styled-components';
import { color, fontSize } from '@upclub/shared/ui';

// The text of a thread row and of a song in a message: a bold name over a muted line, each cut
// with an ellipsis, taking the room the row leaves.

export const TwoLines = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const FirstLine = styled.span`
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SecondLine = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
