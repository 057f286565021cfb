/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openOverlay } from '@upclub/shared/bus';
import { PremiumRequiredModal } from './PremiumRequiredModal';

describe('PremiumRequiredModal', () => {
  it('opens on the premiumRequired request and signs out when closed', async () => {
    const onSignOut = jest.fn();
    render(<PremiumRequiredModal onSignOut={onSignOut} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openOverlay({ type: 'premiumRequired' }));
    const dialog = screen.getByRole('dialog', { name: 'Premium account required' });
    expect(dialog).toHaveTextContent('This app requires a Spotify Premium Account');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('signs out when closed with Escape too', async () => {
    const onSignOut = jest.fn();
    render(<PremiumRequiredModal onSignOut={onSignOut} />);
    act(() => openOverlay({ type: 'premiumRequired' }));
    await userEvent.keyboard('{Escape}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
