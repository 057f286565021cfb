import { ProviderApiError } from '@upclub/shared/providers/spotify';
import { retryOnce } from './queryClient';

describe('retryOnce', () => {
  it('asks a failed read once more', () => {
    expect(retryOnce(0, new Error('boom'))).toBe(true);
    expect(retryOnce(1, new Error('boom'))).toBe(false);
    expect(
      retryOnce(0, new ProviderApiError(429, { error: { status: 429, message: 'API rate limit exceeded' } })),
    ).toBe(true);
  });

  it("never asks again once the streaming provider's quota is used up", () => {
    const quota = { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } };
    expect(retryOnce(0, new ProviderApiError(429, quota))).toBe(false);
  });
});
