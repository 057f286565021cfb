import { getUnreadCounts, requestCountsRefresh, setLiveStatus, setUnreadCounts } from '@upclub/shared/bus';
import { NOTIFICATION_POLL_MS } from '@upclub/shared/constants';
import { getNotificationsCount } from '@upclub/shared/api';
import { startCountsSync } from './countsSync';

jest.mock('@upclub/shared/api', () => ({ getNotificationsCount: jest.fn() }));
const fetchCounts = jest.mocked(getNotificationsCount);

/** Lets the resolved fetch promises run their then-callbacks. */
const settle = () => Promise.resolve().then(() => undefined);

describe('startCountsSync', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchCounts.mockReset();
    fetchCounts.mockResolvedValue({ notifications: 3, message_notifications: 1 });
    setUnreadCounts({ notifications: 0, message_notifications: 0 });
    setLiveStatus('off');
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('without a live stream: fetches at once, stores the counts on the bus, then every 15 minutes', async () => {
    stop = startCountsSync();
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await settle();
    await settle();
    expect(getUnreadCounts()).toEqual({ notifications: 3, message_notifications: 1 });
    expect(NOTIFICATION_POLL_MS).toBe(900_000);
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS - 1);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
  });

  it('does not poll while the stream is open: the stream carries the counts (its first event is them)', () => {
    setLiveStatus('connecting');
    stop = startCountsSync();
    expect(fetchCounts).not.toHaveBeenCalled();
    setLiveStatus('open');
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 3);
    expect(fetchCounts).not.toHaveBeenCalled();
  });

  it('falls back to polling while the stream is down, and stops when it is open again', () => {
    setLiveStatus('open');
    stop = startCountsSync();
    fetchCounts.mockClear();
    setLiveStatus('down');
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    // Retries flip between connecting and down: the poll keeps its rhythm.
    setLiveStatus('connecting');
    setLiveStatus('down');
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    setLiveStatus('open');
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 2);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
  });

  it('fetches when a refresh is requested on the bus, stream or not', () => {
    setLiveStatus('open');
    stop = startCountsSync();
    requestCountsRefresh();
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('stops polling and listening when stopped', () => {
    stop = startCountsSync();
    stop();
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 2);
    requestCountsRefresh();
    setLiveStatus('open');
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('keeps the last counts when a fetch fails', async () => {
    setUnreadCounts({ notifications: 2, message_notifications: 0 });
    fetchCounts.mockRejectedValueOnce(new Error('offline'));
    stop = startCountsSync();
    await settle();
    await settle();
    expect(getUnreadCounts()).toEqual({ notifications: 2, message_notifications: 0 });
  });

  it('applies only the newest answer when fetches overlap', async () => {
    const answers: Array<(value: { notifications: number; message_notifications: number }) => void> = [];
    fetchCounts.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const setCounts = jest.fn();
    stop = startCountsSync({ setCounts });
    requestCountsRefresh();
    answers[1]({ notifications: 5, message_notifications: 0 });
    answers[0]({ notifications: 1, message_notifications: 0 });
    await settle();
    await settle();
    expect(setCounts).toHaveBeenCalledTimes(1);
    expect(setCounts).toHaveBeenCalledWith({ notifications: 5, message_notifications: 0 });
  });
});
