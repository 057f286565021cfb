import { NOTICE_DURATION_MS } from '@upclub/shared/constants';
import { createNoticeStore } from './noticeStore';

const texts = (store: ReturnType<typeof createNoticeStore>) => store.getSnapshot().map((n) => n.text);

describe('createNoticeStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps each notice 10 s', () => {
    const store = createNoticeStore();
    store.push({ kind: 'success', text: 'Track successfully posted.' });
    jest.advanceTimersByTime(NOTICE_DURATION_MS - 1);
    expect(texts(store)).toEqual(['Track successfully posted.']);
    jest.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('stacks different texts, newest last, each with its own timer', () => {
    const store = createNoticeStore();
    store.push({ kind: 'error', text: 'Request failed' });
    jest.advanceTimersByTime(4000);
    store.push({ kind: 'info', text: 'Post link copied' });
    expect(texts(store)).toEqual(['Request failed', 'Post link copied']);
    jest.advanceTimersByTime(6000);
    expect(texts(store)).toEqual(['Post link copied']);
    jest.advanceTimersByTime(4000);
    expect(texts(store)).toEqual([]);
  });

  it('collapses identical texts shown at the same time and restarts their timer', () => {
    const store = createNoticeStore();
    store.push({ kind: 'error', text: 'Please check your internet connection.' });
    jest.advanceTimersByTime(8000);
    store.push({ kind: 'error', text: 'Please check your internet connection.' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0].repeats).toBe(2);
    jest.advanceTimersByTime(8000);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('shows a text again after it went away', () => {
    const store = createNoticeStore();
    store.push({ kind: 'info', text: 'Settings updated' });
    jest.advanceTimersByTime(NOTICE_DURATION_MS);
    store.push({ kind: 'info', text: 'Settings updated' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0].repeats).toBe(1);
  });

  it('dismisses on request and ignores empty texts', () => {
    const store = createNoticeStore();
    store.push({ kind: 'info', text: '  ' });
    store.push({ kind: 'info', text: 'Post link copied' });
    store.dismiss(store.getSnapshot()[0].id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('lets the oldest give way past the visible limit', () => {
    const store = createNoticeStore({ maxVisible: 2 });
    ['one', 'two', 'three'].forEach((text) => store.push({ kind: 'info', text }));
    expect(texts(store)).toEqual(['two', 'three']);
  });

  it('tells its listeners about changes', () => {
    const store = createNoticeStore();
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    store.push({ kind: 'info', text: 'a' });
    jest.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.push({ kind: 'info', text: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
