import { getFeed } from '@upclub/shared/api';
import { EARLY_PAGE_TTL_MS, fetchFirstPageEarly, firstPage } from './firstPage';
import { prefetch } from '../prefetch';

jest.mock('@upclub/shared/api', () => ({ getFeed: jest.fn() }));
const feed = jest.mocked(getFeed);
const page = (label: string) => ({ count: 1, next: null, results: [], label }) as never;

beforeEach(() => feed.mockReset());

describe('a feed’s first page', () => {
  it('uses the early read once, then reads afresh', async () => {
    feed.mockResolvedValueOnce(page('early')).mockResolvedValueOnce(page('later'));
    fetchFirstPageEarly('all', 'new');
    expect(feed).toHaveBeenCalledTimes(1);
    await expect(firstPage('all', 'new')).resolves.toMatchObject({ label: 'early' });
    await expect(firstPage('all', 'new')).resolves.toMatchObject({ label: 'later' });
    expect(feed).toHaveBeenCalledTimes(2);
  });

  it('reads afresh for another feed or order, and keeps the early read for its own', async () => {
    feed.mockResolvedValueOnce(page('early')).mockResolvedValue(page('fresh'));
    fetchFirstPageEarly('all', 'new');
    await expect(firstPage('my', 'new')).resolves.toMatchObject({ label: 'fresh' });
    await expect(firstPage('all', 'trending')).resolves.toMatchObject({ label: 'fresh' });
    await expect(firstPage('all', 'new')).resolves.toMatchObject({ label: 'early' });
  });

  it('reads afresh when the early read is too old or failed', async () => {
    let now = 1_000;
    feed.mockResolvedValueOnce(page('stale')).mockResolvedValueOnce(page('fresh'));
    fetchFirstPageEarly('all', 'new', () => now);
    now += EARLY_PAGE_TTL_MS + 1;
    await expect(firstPage('all', 'new', () => now)).resolves.toMatchObject({ label: 'fresh' });

    feed.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page('again'));
    fetchFirstPageEarly('all', 'new');
    await expect(firstPage('all', 'new')).resolves.toMatchObject({ label: 'again' });
  });
});

describe('prefetch', () => {
  it.each([
    ['/discover', 'all'],
    ['/discover/', 'all'],
    ['/myfeed', 'my'],
  ])('on %s reads the %s feed’s first page in the default order', async (pathname, scope) => {
    feed.mockResolvedValue(page('early'));
    prefetch({ pathname, search: '' });
    expect(feed).toHaveBeenCalledWith(scope, 'new', null);
    await firstPage(scope as 'all' | 'my', 'new');
  });

  it.each(['/search', '/post', '/post/tracks'])('on %s reads nothing', (pathname) => {
    prefetch({ pathname, search: '' });
    expect(feed).not.toHaveBeenCalled();
  });
});
