import { useEffect, useRef } from 'react';

/**
 * Calls `onEnd` when the returned element (placed after a list) comes near the viewport: the
 * infinite scroll of the catalogue lists. Browsers without IntersectionObserver keep the list's
 * 'Load more' button.
 */
export function useEndReached<T extends Element>(onEnd: () => void, active: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      rootMargin: '400px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
}
