import { accountErrorAction } from './accountErrors';

describe('streaming account errors (spec §8)', () => {
  it("only the provider's premium-required reason asks for the premium modal (and so the sign-out)", () => {
    expect(accountErrorAction('premium_required')).toBe('premiumRequired');
  });

  it('any other 403 sends the user to authorize again', () => {
    expect(accountErrorAction('forbidden')).toBe('authorize');
  });

  it('no response shows the network notice', () => {
    expect(accountErrorAction('no_network')).toBe('networkNotice');
  });

  it('an authentication error refreshes the token', () => {
    expect(accountErrorAction('authentication')).toBe('refreshToken');
  });
});
