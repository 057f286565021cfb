import styled from 'styled-components';
import { color, fontSize, space } from '@upclub/shared/ui';
import { DEFAULT_POST_GRID_COLUMNS, GAP_PX, postGridTemplate } from './columns';
import type { GridContext } from './StatusFooter';

// Virtuoso hands its components a `context` prop that is not an attribute; the list takes its
// column rule from it, and the plain grid passes the same context.
const notContext = { shouldForwardProp: (prop: string) => prop !== 'context' };

const List = styled.div.withConfig(notContext).attrs({ role: 'list' })<{ context?: GridContext }>`
  display: grid;
  grid-template-columns: ${(p) => postGridTemplate(p.context?.columns ?? DEFAULT_POST_GRID_COLUMNS)};
  gap: ${GAP_PX}px;
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
