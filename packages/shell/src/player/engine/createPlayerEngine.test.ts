import { onNotice, onOverlayRequest, type Notice, type OverlayRequest } from '@upclub/shared/bus';
import { ProviderSessionError } from '@upclub/shared/session';
import { ProviderApiError } from '@upclub/shared/streaming';
import { createPlayerEngine, needsAuthorization } from './createPlayerEngine';

const premiumBody = {
  error: { status: 403, message: 'Player command failed: Premium required', reason: 'PREMIUM_REQUIRED' },
};
const scopeBody = { error: { status: 403, message: 'Insufficient client scope' } };

describe('the player wired to the page', () => {
  it('authorizes again when the grant is gone or the provider refuses for a reason other than premium', () => {
    expect(needsAuthorization(new ProviderSessionError('refreshFailed'))).toBe(true);
    expect(needsAuthorization(new ProviderApiError(403, scopeBody))).toBe(true);
    expect(needsAuthorization(new ProviderApiError(403, premiumBody))).toBe(false);
    expect(needsAuthorization(new ProviderApiError(404, null))).toBe(false);
    expect(needsAuthorization(new ProviderApiError(0, null))).toBe(false);
  });

  it('answers each account error of the bus as spec §8 says', () => {
    const notices: Notice[] = [];
    const overlays: OverlayRequest[] = [];
    const offs = [onNotice((n) => notices.push(n)), onOverlayRequest((r) => overlays.push(r))];
    window.history.pushState({}, '', '/discover');
    const engine = createPlayerEngine();

    engine.handleAccountError('no_network');
    expect(notices).toEqual([{ kind: 'error', text: 'Please check your internet connection.' }]);
    expect(overlays).toEqual([]);

    engine.handleAccountError('forbidden');
    expect(window.location.pathname).toBe('/authorize-spotify');
    expect(overlays).toEqual([]);

    engine.handleAccountError('premium_required');
    expect(overlays).toEqual([{ type: 'premiumRequired' }]);
    expect(notices).toHaveLength(1);
    offs.forEach((off) => off());
  });
});
