import type { AccountErrorReason } from '@upclub/shared/bus';

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
