import { getUnreadCounts, requestCountsRefresh, setUnreadCounts } from '@upclub/shared/bus';
import { NOTIFICATION_POLL_MS } from '@upclub/shared/constants';
import { getNotificationsCount } from '@upclub/shared/api';
import { startCountsPolling } from './pollCounts';

jest.mock('@upclub/shared/api', () => ({ getNotificationsCount: jest.fn() }));
const fetchCounts = jest.mocked(getNotificationsCount);

/** Lets the resolved fetch promises run their then-callbacks. */
const settle = () => Promise.resolve().then(() => undefined);

describe('startCountsPolling', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchCounts.mockReset();
    fetchCounts.mockResolvedValue({ notifications: 3, message_notifications: 1 });
    setUnreadCounts({ notifications: 0, message_notifications: 0 });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('fetches the counts at once and stores them on the bus', async () => {
    stop = startCountsPolling();
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    await settle();
    await settle();
    expect(getUnreadCounts()).toEqual({ notifications: 3, message_notifications: 1 });
  });

  it('fetches again every 15 minutes', () => {
    stop = startCountsPolling();
    expect(NOTIFICATION_POLL_MS).toBe(900_000);
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS - 1);
    expect(fetchCounts).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fetchCounts).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS);
    expect(fetchCounts).toHaveBeenCalledTimes(3);
  });

  it('fetches when a refresh is requested on the bus', () => {
    stop = startCountsPolling();
    requestCountsRefresh();
    expect(fetchCounts).toHaveBeenCalledTimes(2);
  });

  it('stops polling and listening when stopped', () => {
    stop = startCountsPolling();
    stop();
    jest.advanceTimersByTime(NOTIFICATION_POLL_MS * 2);
    requestCountsRefresh();
    expect(fetchCounts).toHaveBeenCalledTimes(1);
  });

  it('keeps the last counts when a fetch fails', async () => {
    setUnreadCounts({ notifications: 2, message_notifications: 0 });
    fetchCounts.mockRejectedValueOnce(new Error('offline'));
    stop = startCountsPolling();
    await settle();
    await settle();
    expect(getUnreadCounts()).toEqual({ notifications: 2, message_notifications: 0 });
  });

  it('applies only the newest answer when fetches overlap', async () => {
    const answers: Array<(value: { notifications: number; message_notifications: number }) => void> = [];
    fetchCounts.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const setCounts = jest.fn();
    stop = startCountsPolling({ setCounts });
    requestCountsRefresh();
    answers[1]({ notifications: 5, message_notifications: 0 });
    answers[0]({ notifications: 1, message_notifications: 0 });
    await settle();
    await settle();
    expect(setCounts).toHaveBeenCalledTimes(1);
    expect(setCounts).toHaveBeenCalledWith({ notifications: 5, message_notifications: 0 });
  });
});
