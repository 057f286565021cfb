import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { trackLastUsed, workingArea } from './lastUsed';

/** The window edges a stack of notices or toasts can sit at. */
export type Edge = 'top' | 'bottom';

/** The attribute the stack's styles read its edge from. */
export const EDGE_ATTRIBUTE = 'data-edge';

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Puts `stack` at `preferred` edge unless it would cover where the user is working (the control
 * just used and its neighbours), then at the other edge; where both would cover it, at the edge
 * covering less. Set on the element itself, before paint: nothing is seen moving.
 */
export function placeStack(stack: HTMLElement, preferred: Edge): Edge {
  const other: Edge = preferred === 'top' ? 'bottom' : 'top';
  const area = workingArea(stack);
  const covered = (edge: Edge) => {
    stack.setAttribute(EDGE_ATTRIBUTE, edge);
    return area ? overlap(stack.getBoundingClientRect(), area) : 0;
  };
  const atPreferred = covered(preferred);
  if (atPreferred === 0) return preferred;
  const atOther = covered(other);
  const edge = atOther < atPreferred ? other : preferred;
  stack.setAttribute(EDGE_ATTRIBUTE, edge);
  return edge;
}

/**
 * Keeps a stack of notices or toasts off the user's work: placed again when what it shows
 * changes (`shown`), when the user moves to another control, and when the window is resized.
 */
export function useStackPlacement(stack: RefObject<HTMLElement>, preferred: Edge, shown: readonly unknown[]): void {
  useEffect(() => trackLastUsed(), []);
  // An empty stack covers nothing: while it is empty, a focus change or a resize measures no layout.
  const empty = shown.length === 0;

  useLayoutEffect(() => {
    if (stack.current) placeStack(stack.current, preferred);
  }, [stack, preferred, shown]);

  useEffect(() => {
    if (empty) return undefined;
    const place = () => {
      if (stack.current) placeStack(stack.current, preferred);
    };
    // After the focus has moved (Now Playing puts it in its comment box a frame after opening).
    const later = () => requestAnimationFrame(place);
    document.addEventListener('focusin', later);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('focusin', later);
      window.removeEventListener('resize', place);
    };
  }, [stack, preferred, empty]);
}
