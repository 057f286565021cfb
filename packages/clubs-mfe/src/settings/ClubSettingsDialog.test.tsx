/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateClub } from '@upclub/shared/api';
import { aClub, httpError } from '@upclub/shared/testing';
import { axeViolations } from '@upclub/shared/testing';
import { collectNotices } from '../testing/bus';
import { OWNER_ID } from '../testing/fixtures';
import { renderWithProviders, signIn } from '../testing/renderApp';
import ClubSettingsDialog from './ClubSettingsDialog';
import { encodeClubPicture, loadImage } from './picture/encode';

jest.mock('@upclub/shared/api', () => ({ ...jest.requireActual('@upclub/shared/api'), updateClub: jest.fn() }));
// jsdom neither loads nor draws pictures: the crop reports an area as soon as it shows, and the
// encoding (tested on its own) answers at once.
jest.mock('react-easy-crop', () => {
  const { useEffect } = jest.requireActual<{ useEffect: (effect: () => void, deps: unknown[]) => void }>('react');
  return {
    __esModule: true,
    default: function MockCropper({ onCropComplete }: { onCropComplete: (percent: object, area: object) => void }) {
      useEffect(() => {
        onCropComplete({}, { x: 0, y: 0, width: 1600, height: 900 });
      }, [onCropComplete]);
      return <div role="group" aria-label="Picture crop" />;
    },
  };
});
jest.mock('./picture/encode', () => ({
  ...jest.requireActual('./picture/encode'),
  loadImage: jest.fn(async () => ({})),
  encodeClubPicture: jest.fn(async () => ({
    club_picture: 'data:image/png;base64,BIG',
    thumbnail_picture: 'data:image/png;base64,SMALL',
  })),
}));
const update = jest.mocked(updateClub);

const theClub = aClub(4, {
  club_name: 'Night Owls',
  club_description: 'Late jazz',
  club_owner: OWNER_ID,
  is_curator: true,
});

function open() {
  const onClose = jest.fn();
  const onInviteCurators = jest.fn();
  renderWithProviders(<ClubSettingsDialog club={theClub} onClose={onClose} onInviteCurators={onInviteCurators} />);
  const dialog = screen.getByRole('dialog', { name: 'Club Settings' });
  return { onClose, onInviteCurators, dialog, ui: within(dialog) };
}

const choosePicture = (dialog: HTMLElement) =>
  fireEvent.change(dialog.querySelector('input[type="file"]')!, {
    target: { files: [new File(['png'], 'club.png', { type: 'image/png' })] },
  });

beforeEach(() => {
  jest.clearAllMocks();
  signIn(OWNER_ID);
  update.mockImplementation(async (id, changes) => ({ ...theClub, ...changes }));
  URL.createObjectURL = jest.fn(() => 'blob:club-picture');
  URL.revokeObjectURL = jest.fn();
});

describe('Club Settings', () => {
  it('holds the picture, Club Name and the description, with no axe violations', async () => {
    const { ui } = open();
    expect(ui.getByRole('textbox', { name: 'Club Name' })).toHaveValue('Night Owls');
    expect(ui.getByRole('textbox', { name: 'Description (400 characters limit)' })).toHaveValue('Late jazz');
    expect(ui.getByText('9/400')).toBeInTheDocument();
    expect(ui.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
    expect(ui.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('sends only the changed fields and closes', async () => {
    const { ui, onClose } = open();
    await userEvent.clear(ui.getByRole('textbox', { name: 'Club Name' }));
    await userEvent.type(ui.getByRole('textbox', { name: 'Club Name' }), 'Early Birds');
    await userEvent.click(ui.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(4, { club_name: 'Early Birds' });
  });

  it('closes without a call when nothing changed', async () => {
    const { ui, onClose } = open();
    await userEvent.click(ui.getByRole('button', { name: 'Save Changes' }));
    expect(onClose).toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it("says 'Field required' and 'Maximum of 400 characters' and sends nothing", async () => {
    const { ui } = open();
    await userEvent.clear(ui.getByRole('textbox', { name: 'Club Name' }));
    fireEvent.change(ui.getByRole('textbox', { name: 'Description (400 characters limit)' }), {
      target: { value: 'x'.repeat(401) },
    });
    await userEvent.click(ui.getByRole('button', { name: 'Save Changes' }));
    expect(ui.getByText('Field required')).toBeInTheDocument();
    expect(ui.getByText('Maximum of 400 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('blocks saving while a crop waits for ✓ or ✘, with the unsaved club picture alert', async () => {
    const { ui, dialog, onClose } = open();
    choosePicture(dialog);
    expect(await ui.findByRole('group', { name: 'Picture crop' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(ui.getByRole('button', { name: 'Save Changes' }));
    expect(ui.getByRole('alert')).toHaveTextContent(
      'Unsaved club picture – Please click on the ✓ to save the image or ✘ to cancel.',
    );
    expect(update).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // ✘ drops the new picture and the alert.
    await userEvent.click(ui.getByRole('button', { name: 'Cancel the new picture' }));
    expect(ui.queryByRole('alert')).toBeNull();
    expect(ui.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
  });

  it('saves a cropped picture (✓) with its thumbnail', async () => {
    const { ui, dialog, onClose } = open();
    choosePicture(dialog);
    await ui.findByRole('group', { name: 'Picture crop' }, { timeout: 5000 });
    await userEvent.click(ui.getByRole('button', { name: 'Save the cropped picture' }));
    await waitFor(() => expect(ui.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument());
    expect(loadImage).toHaveBeenCalledWith('blob:club-picture');
    expect(encodeClubPicture).toHaveBeenCalledWith({}, { x: 0, y: 0, width: 1600, height: 900 });
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,BIG');
    await userEvent.click(ui.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith(4, {
      club_picture: 'data:image/png;base64,BIG',
      thumbnail_picture: 'data:image/png;base64,SMALL',
    });
  });

  it('stays open when saving fails, saying why', async () => {
    const notices = collectNotices();
    update.mockRejectedValue(httpError(503, { detail: 'Server error.' }));
    const { ui, onClose } = open();
    await userEvent.type(ui.getByRole('textbox', { name: 'Club Name' }), '!');
    await userEvent.click(ui.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(notices).toContainEqual({ kind: 'error', text: 'Server error.' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(ui.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('has the Invite Curators shortcut', async () => {
    const { ui, onInviteCurators } = open();
    await userEvent.click(ui.getByRole('button', { name: 'Invite Curators' }));
    expect(onInviteCurators).toHaveBeenCalled();
  });
});
