import { useEffect, useRef } from 'react';

/**
 * Calls `load` when the returned element scrolls into view (infinite lists follow `next` links).
 * Without IntersectionObserver the list's 'Load more' button does the job.
 */
export function useLoadMore(enabled: boolean, load: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadRef.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
