import { GUARD_TARGETS } from '@upclub/shared/guard';
import { clearProviderConnected, setProviderConnected } from '@upclub/shared/session';
import type { AccountLink, ConnectOutcome } from '../capabilities';
import { getMusicLink, unlinkMusicServer } from './api';
import { PROVIDER_TRAITS } from '../traits';

/**
 * Opens the connect page in this page (the shell's router and single-spa follow history changes,
 * and a popstate tells them): the user links there with the form, nothing leaves the site.
 */
export function showConnectPage(): void {
  if (window.location.pathname === GUARD_TARGETS.authorize) return;
  window.history.pushState(window.history.state, '', GUARD_TARGETS.authorize);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/**
 * Login step 3 on an OpenSubsonic deployment: the API keeps the link, whichever browser made it,
 * so the user is connected when it says so; otherwise the connect form asks for the credentials.
 * A failed question is answered by the form too (it tells what went wrong when sent).
 */
async function connect(): Promise<ConnectOutcome> {
  try {
    if ((await getMusicLink()).linked) {
      setProviderConnected();
      return 'connected';
    }
  } catch {
    // the form asks again, and says what fails
  }
  showConnectPage();
  return 'authorizing';
}

/** The account on the deployment's music server, linked through UpClub's API. */
export const openSubsonicAccountLink: AccountLink = {
  connect,
  unlink: async () => {
    await unlinkMusicServer();
    clearProviderConnected();
  },
  // The songs play in UpClub's own audio element, for any account, in any browser.
  requiresPremium: PROVIDER_TRAITS.opensubsonic.requiresPremium,
  blocksMobile: PROVIDER_TRAITS.opensubsonic.blocksMobile,
};
