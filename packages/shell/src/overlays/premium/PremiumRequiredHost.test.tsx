/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openOverlay } from '@upclub/shared/bus';
import { PremiumRequiredHost } from './PremiumRequiredHost';

describe('PremiumRequiredHost', () => {
  it('loads the modal with the first request and opens it; the next request opens it again', async () => {
    const onSignOut = jest.fn();
    render(<PremiumRequiredHost onSignOut={onSignOut} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openOverlay({ type: 'premiumRequired' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium account required' });
    expect(dialog).toHaveTextContent('This app requires a Spotify Premium Account');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignOut).toHaveBeenCalledTimes(1);

    act(() => openOverlay({ type: 'premiumRequired' }));
    expect(screen.getByRole('dialog', { name: 'Premium account required' })).toBeInTheDocument();
  });

  it('ignores the other overlay requests', () => {
    render(<PremiumRequiredHost />);
    act(() => openOverlay({ type: 'songSearch', mode: 'post' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
