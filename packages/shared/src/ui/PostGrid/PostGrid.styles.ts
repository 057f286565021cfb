import styled from 'styled-components';
import { color, fontSize, space } from '@upclub/shared/ui';
import type { GridContext } from './StatusFooter';

/**
 * How a post grid fits its cards: as many a row as fit at least `minCardPx` wide, or, with
 * `perRow`, that many a row wherever each can still be `minCardPx` wide (fewer below that).
 */
export interface PostGridColumns {
  minCardPx: number;
  perRow?: number;
}

/** DESIGN §7: cards at least 220 px wide, as many a row as fit. */
export const DEFAULT_POST_GRID_COLUMNS: PostGridColumns = { minCardPx: 220 };

const GAP_PX = 16;

/**
 * The grid's one column rule. The plain first page and the virtualised grid that replaces it both
 * lay out by it, so the swap keeps every card's size and place.
 */
export function postGridTemplate({ minCardPx, perRow }: PostGridColumns): string {
  const min = perRow ? `max(${minCardPx}px, calc((100% - ${(perRow - 1) * GAP_PX}px) / ${perRow}))` : `${minCardPx}px`;
  return `repeat(auto-fill, minmax(${min}, 1fr))`;
}

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
