import type { ReactNode } from 'react';
import { startStreamingProvider } from '@upclub/shared/providers';
import { loadRuntimeConfig } from '../config/runtimeConfig';

/**
 * On a phone: whether the deployment's provider keeps the app out of mobile browsers (Spotify's
 * player does not play there: spec part 2 §2 "Mobile notice"). When it does, the notice is shown
 * and the app does not start; otherwise (OpenSubsonic plays in UpClub's own audio element) the
 * phone gets the app like any browser.
 */
export async function showMobileNoticeIfBlocked(render: (node: ReactNode) => void): Promise<boolean> {
  const config = await loadRuntimeConfig();
  const provider = startStreamingProvider(config.provider);
  if (!provider.accountLink.blocksMobile) return false;
  const { MobileNotice } = await import('./MobileNotice');
  render(<MobileNotice />);
  return true;
}
