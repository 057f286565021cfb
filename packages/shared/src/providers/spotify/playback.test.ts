import { ProviderApiError } from './webApi';
import { spotifyPlayback } from './playback';
import { ProviderSessionError } from './session';

const premiumBody = {
  error: { status: 403, message: 'Player command failed: Premium required', reason: 'PREMIUM_REQUIRED' },
};
const scopeBody = { error: { status: 403, message: 'Insufficient client scope' } };

describe('playback on Spotify', () => {
  it('authorizes again when the grant is gone or the provider refuses for a reason other than premium', () => {
    const { needsAuthorization } = spotifyPlayback;
    expect(needsAuthorization(new ProviderSessionError('refreshFailed'))).toBe(true);
    expect(needsAuthorization(new ProviderApiError(403, scopeBody))).toBe(true);
    expect(needsAuthorization(new ProviderApiError(403, premiumBody))).toBe(false);
    expect(needsAuthorization(new ProviderApiError(404, null))).toBe(false);
    expect(needsAuthorization(new ProviderApiError(0, null))).toBe(false);
  });

  it('plays tracks by their Spotify URI', () => {
    expect(spotifyPlayback.trackUri('abc')).toBe('spotify:track:abc');
  });
});
