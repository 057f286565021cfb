import { navigateToUrl } from 'single-spa';
import { noticeError, openOverlay } from '@upclub/shared/bus';
import { NOTICE } from '@upclub/shared/constants';

// What the player does to the page outside itself. Light and eager: the chrome answers account
// errors with them before the player's engine is loaded, and the engine uses the same ones.

export const navigateTo = (url: string): void => {
  if (window.location.pathname !== url) navigateToUrl(url);
};

export const premiumRequired = (): void => openOverlay({ type: 'premiumRequired' });

/** Spec §8: 'Please check your internet connection.' */
export const networkNotice = (): void => noticeError(NOTICE.noNetwork);
