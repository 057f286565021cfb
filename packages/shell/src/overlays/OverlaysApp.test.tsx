import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitNotice, noticeError, noticeSuccess } from '@upclub/shared/bus';
import { NOTICE_DURATION_MS } from '@upclub/shared/constants';
import { OverlaysApp } from './OverlaysApp';

describe('OverlaysApp notices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows errors as alerts and others as status messages, stacked', () => {
    render(<OverlaysApp />);
    act(() => {
      noticeError('Unauthorized session.');
      noticeSuccess('Track successfully posted.');
      emitNotice({ kind: 'info', text: 'Post link copied' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unauthorized session.');
    expect(
      within(screen.getByTestId('notice-host'))
        .getAllByRole('status')
        .map((el) => el.textContent),
    ).toEqual(['Track successfully posted.', 'Post link copied']);
  });

  it('removes each notice after 10 s', () => {
    render(<OverlaysApp />);
    act(() => noticeSuccess('Settings updated'));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(screen.getByText('Settings updated')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Settings updated')).toBeNull();
  });

  it('shows identical texts once', () => {
    render(<OverlaysApp />);
    act(() => {
      noticeError('Please check your internet connection.');
      noticeError('Please check your internet connection.');
    });
    expect(screen.getAllByText('Please check your internet connection.')).toHaveLength(1);
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<OverlaysApp />);
    act(() => noticeError('Request failed'));
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText('Request failed')).toBeNull();
  });

  it('sits 80 px from the top', () => {
    render(<OverlaysApp />);
    expect(screen.getByTestId('notice-host')).toHaveStyle({ top: '80px', position: 'fixed' });
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<OverlaysApp />);
    unmount();
    expect(() => act(() => noticeError('late'))).not.toThrow();
  });
});
