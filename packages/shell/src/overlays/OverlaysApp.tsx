import type { JSX } from 'react';
import { NoticeHost } from './notices';
import { OverlayRequests } from './OverlayRequests';
import { PremiumRequiredModal } from './premium';

/**
 * The global overlays application, active on every route (public ones too). Notices now; the
 * modals any page can open through the bus join here, one folder each.
 */
export function OverlaysApp(): JSX.Element {
  return (
    <>
      <NoticeHost />
      <OverlayRequests />
      <PremiumRequiredModal />
    </>
  );
}
