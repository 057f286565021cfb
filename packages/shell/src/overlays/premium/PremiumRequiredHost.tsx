import { Suspense, lazy, useEffect, useState, type JSX } from 'react';
import { onOverlayRequest } from '@upclub/shared/bus';

// The modal is fetched with the first request for it: most visits never see it.
const PremiumRequiredModal = lazy(() =>
  import(/* webpackChunkName: "premium-required" */ './PremiumRequiredModal').then((m) => ({
    default: m.PremiumRequiredModal,
  })),
);

/**
 * Listens for the premium-required request from the page's start; the first one loads the modal,
 * mounted open. From then on the modal answers the requests itself.
 */
export function PremiumRequiredHost({ onSignOut }: { onSignOut?: () => Promise<void> | void }): JSX.Element | null {
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (asked) return;
    return onOverlayRequest((request) => {
      if (request.type === 'premiumRequired') setAsked(true);
    });
  }, [asked]);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <PremiumRequiredModal initiallyOpen onSignOut={onSignOut} />
    </Suspense>
  );
}
