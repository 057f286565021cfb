// The grid's column rule, in its own module: the styles lay out by it and the grid's context
// (StatusFooter) carries it, and neither imports the other for it (an import circle).

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

/** The space between cards, across and down. */
export const GAP_PX = 16;

/**
 * The grid's one column rule. The plain first page and the virtualised grid that replaces it both
 * lay out by it, so the swap keeps every card's size and place.
 */
export function postGridTemplate({ minCardPx, perRow }: PostGridColumns): string {
  const min = perRow ? `max(${minCardPx}px, calc((100% - ${(perRow - 1) * GAP_PX}px) / ${perRow}))` : `${minCardPx}px`;
  return `repeat(auto-fill, minmax(${min}, 1fr))`;
}
