import { useEffect, useRef } from 'react';

/** How far outside the viewport the end of a list may be when the next page is asked for. */
export const LOAD_MORE_MARGIN = '400px 0px';

/**
 * The infinite scroll of every paged list: returns a ref for an element placed after the list
 * and calls `onEnd` when that element comes near the viewport while `active` (a next page exists
 * and none is loading or failed). Becoming active again with the end still in view asks again,
 * so short pages fill the view. Without IntersectionObserver the list's 'Load more' button does
 * the job.
 */
export function useLoadMoreAtEnd<T extends Element = HTMLDivElement>(onEnd: () => void, active: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: LOAD_MORE_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
