import { fakeStreamingProvider } from '@upclub/shared/testing';
import { lazyProvider } from './lazyProvider';

describe('a lazy provider', () => {
  it('knows its traits before its code is loaded, and loads it once, on the first call that needs it', async () => {
    const implementation = fakeStreamingProvider('opensubsonic');
    implementation.catalogue.search.mockResolvedValue({ tracks: undefined });
    implementation.library.savedTracksContain.mockResolvedValue([true]);
    const load = jest.fn(async () => implementation);
    const provider = lazyProvider('opensubsonic', load);

    expect(provider.accountLink.blocksMobile).toBe(false);
    expect(provider.accountLink.requiresPremium).toBe(false);
    expect(provider.playback.trackUri('abc')).toBe('opensubsonic:track:abc');
    expect(load).not.toHaveBeenCalled();

    await expect(provider.catalogue.search('q', ['track'], 0, 10)).resolves.toEqual({ tracks: undefined });
    await expect(provider.library.savedTracksContain(['x'])).resolves.toEqual([true]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(implementation.catalogue.search).toHaveBeenCalledWith('q', ['track'], 0, 10);
  });

  it('hands a reinitializer set before loading to the implementation once it loads', async () => {
    const implementation = fakeStreamingProvider('spotify');
    implementation.playback.getToken.mockResolvedValue('token');
    const provider = lazyProvider('spotify', async () => implementation);
    const reinit = jest.fn(async () => undefined);
    provider.playback.setReinitializer(reinit);
    expect(provider.accountLink.blocksMobile).toBe(true);
    await provider.playback.getToken();
    expect(implementation.playback.setReinitializer).toHaveBeenCalledWith(reinit);
  });

  it('judges errors with the implementation once loaded (nothing to judge before)', async () => {
    const implementation = fakeStreamingProvider('opensubsonic');
    implementation.playback.needsAuthorization.mockReturnValue(true);
    implementation.accountLink.connect.mockResolvedValue('connected');
    const provider = lazyProvider('opensubsonic', async () => implementation);
    expect(provider.playback.needsAuthorization(new Error('x'))).toBe(false);
    await provider.accountLink.connect('jane');
    expect(provider.playback.needsAuthorization(new Error('x'))).toBe(true);
  });

  it('tries the load again after it failed', async () => {
    const implementation = fakeStreamingProvider('spotify');
    implementation.accountLink.unlink.mockResolvedValue(undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(implementation);
    const provider = lazyProvider('spotify', load);
    await expect(provider.accountLink.unlink()).rejects.toThrow('offline');
    await expect(provider.accountLink.unlink()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
