import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest, renderWithProviders, throttleEveryRequest } from '@upclub/shared/testing';
import CreateClubModal from './CreateClubModal';

const notices = recordEachTest(onNotice);

describe('Create Club', () => {
  it('says how long to wait when creating is refused (429), and keeps the name', async () => {
    // v1/createclub/ is quiet (its other failures only stop the loader, spec part 2 §8), but a
    // refusal for too many requests is told, through the real API client.
    const undo = throttleEveryRequest(45);
    try {
      const onClose = jest.fn();
      renderWithProviders(<CreateClubModal onClose={onClose} />);
      const name = await screen.findByRole('textbox', { name: 'Club Name' });
      await userEvent.type(name, 'Night Owls');
      await userEvent.click(screen.getByRole('button', { name: 'Create Club' }));
      await waitFor(() =>
        expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 45 seconds.' }]),
      );
      expect(name).toHaveValue('Night Owls');
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Create Club' })).toBeEnabled();
    } finally {
      undo();
    }
  });
});
