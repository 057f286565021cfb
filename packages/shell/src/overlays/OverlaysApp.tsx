import type { JSX } from 'react';
import type { OverlayRequestsProps } from './OverlayRequests';
import { NoticeHost } from './notices';
import { OverlayRequests } from './OverlayRequests';
import { PremiumRequiredHost } from './premium/PremiumRequiredHost';
import { ToastHost } from './toasts';

/**
 * The global overlays application, active on every route (public ones too): notices, the live
 * toasts, and the modals any page can open through the bus, one folder each.
 */
export function OverlaysApp({ layer }: Pick<OverlayRequestsProps, 'layer'>): JSX.Element {
  return (
    <>
      <NoticeHost />
      <ToastHost />
      <OverlayRequests layer={layer} />
      <PremiumRequiredHost />
    </>
  );
}
