import styled from 'styled-components';
import { color, fontSize, space } from '../tokens';

/** DESIGN §7: cards at least 220 px wide, as many a row as fit. */
// Virtuoso hands its components a `context` prop that is not an attribute.
const notContext = { shouldForwardProp: (prop: string) => prop !== 'context' };

const List = styled.div.withConfig(notContext).attrs({ role: 'list' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(4)};
`;

const Item = styled.div.withConfig(notContext).attrs({ role: 'listitem' })`
  display: flex;
  min-width: 0;
  > * { flex: 1; }
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(8)} ${space(4)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-align: center;
  p {
    margin: 0;
  }
`;

export const PostGridStyles = { List, Item, Status };
