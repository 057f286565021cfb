import type { AccountErrorReason } from '@upclub/shared/bus';
import { AUTHORIZE_ROUTE } from './deps';

/** What the player does about a streaming account error raised on the bus (spec §8). */
export type AccountErrorAction = 'premiumRequired' | 'authorize' | 'networkNotice' | 'refreshToken';

/**
 * Spec §8 "Error catalogue":
 * - premium account missing: the 'Premium account required' modal, then sign out;
 * - other streaming account errors: go to authorize_spotify;
 * - no response from the network: 'Please check your internet connection.';
 * - an authentication error: the token is refreshed (and the user authorizes again if that fails).
 */
export function accountErrorAction(reason: AccountErrorReason): AccountErrorAction {
  switch (reason) {
    case 'premium_required':
      return 'premiumRequired';
    case 'forbidden':
      return 'authorize';
    case 'no_network':
      return 'networkNotice';
    case 'authentication':
      return 'refreshToken';
  }
}

/** How the page carries out each answer (the engine's, or the light ones used before it loads). */
export interface AccountErrorAnswers {
  premiumRequired: () => void;
  navigate: (url: string) => void;
  networkNotice: () => void;
  refreshToken: () => void;
}

export function answerAccountError(reason: AccountErrorReason, answers: AccountErrorAnswers): void {
  switch (accountErrorAction(reason)) {
    case 'premiumRequired':
      return answers.premiumRequired();
    case 'authorize':
      return answers.navigate(AUTHORIZE_ROUTE);
    case 'networkNotice':
      return answers.networkNotice();
    case 'refreshToken':
      return answers.refreshToken();
  }
}
