import { bootFetch, startBootFetches } from './bootFetches';

const response = (body: string) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

afterEach(() => jest.restoreAllMocks());

describe('boot fetches', () => {
  it('hands out the answer asked for at the start once, then fetches afresh', async () => {
    const fetchMock = jest.fn().mockResolvedValueOnce(response('early')).mockResolvedValueOnce(response('later'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    startBootFetches(['/config.json']);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });

    expect(await (await bootFetch('/config.json')).json()).toBe('early');
    expect(await (await bootFetch('/config.json')).json()).toBe('later');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetches a document nobody asked for early, never from a cache', async () => {
    const fetchMock = jest.fn().mockResolvedValue(response('fresh'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(await (await bootFetch('/routes.json')).json()).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledWith('/routes.json', { cache: 'no-store' });
  });

  it('keeps an early failure for its reader, without an unhandled rejection before it', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    startBootFetches(['/remotes.json']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(bootFetch('/remotes.json')).rejects.toThrow('offline');
  });
});
