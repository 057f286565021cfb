import { useCallback, useState } from 'react';

/**
 * The submit button's busy state around an auth page's request: busy from the call until its
 * outcome, and still busy after an outcome that leaves the page (`leaving`), so the button never
 * turns clickable again on the way to the next page or to the provider.
 */
export function useBusySubmit() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(request: () => Promise<T>, leaving: (outcome: T) => boolean = () => false): Promise<T> => {
      setBusy(true);
      const outcome = await request();
      if (!leaving(outcome)) setBusy(false);
      return outcome;
    },
    [],
  );
  return { busy, run };
}
