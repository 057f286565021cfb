/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBackendVersion, logoutAll, updateProfile } from '@upclub/shared/api';
import type * as SharedApi from '@upclub/shared/api';
import { FAILURE_TEXT } from '@upclub/shared/constants';
import { getCurrentUser, onPlayerCommand, type PlayerCommand } from '@upclub/shared/bus';
import { setStreamingProvider } from '@upclub/shared/providers';
import { clearProductSession } from '@upclub/shared/session';
import { axeViolations, fakeStreamingProvider, throttleEveryRequest } from '@upclub/shared/testing';
import { collect, collectNotices } from '../../testing/bus';
import { ME_ID, httpError, profile } from '../../testing/fixtures';
import { signIn, testClient } from '../../testing/renderApp';
import ProfileSettingsModal from './ProfileSettingsModal';
import { encodeProfilePicture } from './picture';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  updateProfile: jest.fn(),
  getBackendVersion: jest.fn(),
  logoutAll: jest.fn(),
}));
jest.mock('@upclub/shared/session', () => ({
  ...jest.requireActual('@upclub/shared/session'),
  clearProductSession: jest.fn(),
}));
// The account link the unlink button forgets (whichever provider: it reads the capability).
const provider = fakeStreamingProvider();
setStreamingProvider(provider);
const unlink = provider.accountLink.unlink;

// The crop's library draws on a canvas jsdom lacks: a stand-in reports a crop as soon as it shows.
jest.mock('react-easy-crop', () => {
  const { useEffect } = jest.requireActual<{ useEffect: (fn: () => void, deps: unknown[]) => void }>('react');
  function FakeCropper({ onCropComplete }: { onCropComplete: (a: unknown, p: unknown) => void }) {
    useEffect(() => onCropComplete({}, { x: 0, y: 0, width: 400, height: 400 }), [onCropComplete]);
    return <div role="group" aria-label="Picture crop" />;
  }
  return { __esModule: true, default: FakeCropper };
});
jest.mock('./picture', () => ({
  ...jest.requireActual('./picture'),
  encodeProfilePicture: jest.fn(async () => ({
    profile_picture: 'data:image/png;base64,PIC',
    thumbnail_picture: 'data:image/png;base64,THUMB',
  })),
}));
jest.mock('@upclub/shared/ui/PictureCrop', () => ({
  ...jest.requireActual('@upclub/shared/ui/PictureCrop'),
  loadImage: jest.fn(async () => ({})),
}));

const saved = profile(ME_ID, {
  profile_description: 'Old bio',
  profile_twitter: 'ada_t',
  phone_number: '+447400123456',
  email: 'ada@example.com',
});

function renderModal(onClose = jest.fn()) {
  const client = testClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfileSettingsModal profile={saved} onClose={onClose} />} />
          <Route path="/authorize-spotify" element={<p>Connect your account</p>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, client };
}

const field = (name: string) => screen.getByLabelText(name);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
  jest.mocked(getBackendVersion).mockResolvedValue({ version: '2.4.0' });
  URL.createObjectURL = jest.fn(() => 'blob:picture');
  URL.revokeObjectURL = jest.fn();
});

it('fills the form from the profile, the phone split into its country and number, with the version line', async () => {
  renderModal();
  expect(screen.getByRole('dialog', { name: 'Profile Settings' })).toBeInTheDocument();
  expect(field('Username')).toHaveValue('ada');
  expect(field('Bio (50 characters limit)')).toHaveValue('Old bio');
  expect(field('Twitter')).toHaveValue('ada_t');
  // The phone field is loaded on first use (with its metadata), so it arrives a moment later.
  expect(await screen.findByLabelText('Country calling code')).toHaveValue('GB');
  expect(field('Phone Number')).toHaveValue('07400 123456');
  expect(await screen.findByText('App version 1.12.29 · API version 2.4.0')).toBeInTheDocument();
});

it('shows every message of the rules and sends nothing', async () => {
  renderModal();
  fireEvent.change(field('Bio (50 characters limit)'), { target: { value: 'x'.repeat(51) } });
  fireEvent.change(field('Twitter'), { target: { value: 'ada t' } });
  fireEvent.change(field('Instagram'), { target: { value: 'a b' } });
  fireEvent.change(field('First Name'), { target: { value: 'Ada!' } });
  fireEvent.change(field('Phone Number'), { target: { value: '12' } });
  fireEvent.change(field('Username'), { target: { value: 'ada lovelace' } });
  await save();
  expect(screen.getByText('Invalid username.')).toBeInTheDocument();
  expect(screen.getByText('Maximum of 50 characters')).toBeInTheDocument();
  expect(screen.getAllByText('Field should not have spaces')).toHaveLength(2);
  expect(screen.getByText('Field should not have special characters')).toBeInTheDocument();
  expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();
});

it('refuses a fixed-line phone: mobile numbers only', async () => {
  renderModal();
  fireEvent.change(field('Phone Number'), { target: { value: '020 7946 0018' } });
  await save();
  expect(screen.getByText('Accepts mobile number only')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();
});

it('sends only the changed fields, then updates the signed-in user and says so', async () => {
  const notices = collectNotices();
  const answer = { ...saved, first_name: 'Augusta', profile_description: 'New bio' };
  jest.mocked(updateProfile).mockResolvedValue(answer);
  const { onClose } = renderModal();
  fireEvent.change(field('First Name'), { target: { value: ' Augusta ' } });
  fireEvent.change(field('Bio (50 characters limit)'), { target: { value: 'New bio' } });
  await save();
  expect(updateProfile).toHaveBeenCalledWith({ first_name: 'Augusta', profile_description: 'New bio' });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(getCurrentUser()?.first_name).toBe('Augusta');
  expect(notices).toEqual([{ kind: 'success', text: 'Settings updated' }]);
});

it('closes without a call when nothing changed; a removed handle is sent as none', async () => {
  const { onClose } = renderModal();
  await save();
  expect(onClose).toHaveBeenCalled();
  expect(updateProfile).not.toHaveBeenCalled();

  jest.mocked(updateProfile).mockResolvedValue(saved);
  fireEvent.change(field('Twitter'), { target: { value: '' } });
  await save();
  expect(updateProfile).toHaveBeenCalledWith({ profile_twitter: null });
});

it('renames the user: the new username is sent, the signed-in user follows, a taken one is said', async () => {
  jest
    .mocked(updateProfile)
    .mockRejectedValueOnce(httpError(400, { username: ['A user with that username already exists.'] }));
  renderModal();
  fireEvent.change(field('Username'), { target: { value: 'countess' } });
  await save();
  expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
  expect(updateProfile).toHaveBeenCalledWith({ username: 'countess' });
  jest.mocked(updateProfile).mockResolvedValue({ ...saved, username: 'countess' });
  await save();
  await waitFor(() => expect(getCurrentUser()?.username).toBe('countess'));
});

it('shows the server’s field messages under their fields', async () => {
  jest.mocked(updateProfile).mockRejectedValue(httpError(400, { phone_number: ['Invalid phone number'] }));
  renderModal();
  fireEvent.change(field('Last Name'), { target: { value: 'King' } });
  await save();
  expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
});

it('says how long to wait when saving is refused (429), and keeps what was typed', async () => {
  const actual: typeof SharedApi = jest.requireActual('@upclub/shared/api');
  jest.mocked(updateProfile).mockImplementation(actual.updateProfile);
  const notices = collectNotices();
  const undo = throttleEveryRequest(600);
  try {
    const { onClose } = renderModal();
    fireEvent.change(field('Bio (50 characters limit)'), { target: { value: 'New bio' } });
    await save();
    await waitFor(() =>
      expect(notices.filter((n) => n.kind === 'error')).toEqual([
        { kind: 'error', text: 'Too many requests. Please try again in 10 minutes.' },
      ]),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Bio (50 characters limit)')).toHaveValue('New bio');
  } finally {
    undo();
  }
});

it('a picture waits for ✓: saving meanwhile shows the unsaved picture alert; ✓ sends both pictures', async () => {
  jest.mocked(updateProfile).mockResolvedValue(saved);
  renderModal();
  const file = new File(['png'], 'me.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Profile Picture file'), file);
  expect(await screen.findByRole('group', { name: 'Picture crop' }, { timeout: 5000 })).toBeInTheDocument();
  await save();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Unsaved profile picture Please click on the ✓ to save the image or ✘ to cancel.',
  );
  expect(updateProfile).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Save the cropped picture' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Picture crop' })).not.toBeInTheDocument());
  expect(encodeProfilePicture).toHaveBeenCalledWith({}, { x: 0, y: 0, width: 400, height: 400 });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await save();
  expect(updateProfile).toHaveBeenCalledWith({
    profile_picture: 'data:image/png;base64,PIC',
    thumbnail_picture: 'data:image/png;base64,THUMB',
  });
});

it('✘ drops the new picture: nothing of it is sent', async () => {
  const { onClose } = renderModal();
  await userEvent.upload(
    screen.getByLabelText('Profile Picture file'),
    new File(['png'], 'me.png', { type: 'image/png' }),
  );
  await screen.findByRole('group', { name: 'Picture crop' }, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the new picture' }));
  await save();
  expect(updateProfile).not.toHaveBeenCalled();
  expect(onClose).toHaveBeenCalled();
});

it('unlinks the streaming account only once confirmed: the music stops and the user connects again', async () => {
  const commands = collect<PlayerCommand>(onPlayerCommand);
  renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
  const confirm = screen.getByRole('dialog', { name: 'Unlink streaming account ?' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(confirm).not.toBeInTheDocument();
  expect(unlink).not.toHaveBeenCalled();

  unlink.mockResolvedValueOnce(undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
  const buttons = screen.getAllByRole('button', { name: 'Unlink' });
  await userEvent.click(buttons[buttons.length - 1]);
  expect(unlink).toHaveBeenCalledTimes(1);
  expect(commands).toEqual([{ type: 'pause' }]);
  expect(await screen.findByText('Connect your account')).toBeInTheDocument();
});

it('a link the provider could not forget stays: the failure is told and the user stays', async () => {
  const notices = collectNotices();
  unlink.mockRejectedValueOnce(httpError(503));
  renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
  const buttons = screen.getAllByRole('button', { name: 'Unlink' });
  await userEvent.click(buttons[buttons.length - 1]);
  await waitFor(() => expect(notices).toContainEqual({ kind: 'error', text: expect.any(String) }));
  expect(unlink).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Connect your account')).toBeNull();
});

it('signs out everywhere only once confirmed, then the user lands on login', async () => {
  jest.mocked(logoutAll).mockResolvedValue(undefined);
  renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const confirm = screen.getByRole('dialog', { name: 'Sign out everywhere ?' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(confirm).not.toBeInTheDocument();
  expect(logoutAll).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const buttons = screen.getAllByRole('button', { name: 'Sign out everywhere' });
  await userEvent.click(buttons[buttons.length - 1]);
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(logoutAll).toHaveBeenCalledTimes(1);
  expect(clearProductSession).toHaveBeenCalled();
});

it('stays signed in and says so when signing out everywhere fails', async () => {
  jest.mocked(logoutAll).mockRejectedValue(httpError(500, {}));
  const notices = collectNotices();
  renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  const buttons = screen.getAllByRole('button', { name: 'Sign out everywhere' });
  await userEvent.click(buttons[buttons.length - 1]);
  await waitFor(() => expect(notices).toContainEqual(expect.objectContaining({ text: FAILURE_TEXT.serverProblem() })));
  expect(clearProductSession).not.toHaveBeenCalled();
  expect(screen.queryByText('Login page')).not.toBeInTheDocument();
});

it('asks for the current password when the email changes, and sends both', async () => {
  jest.mocked(updateProfile).mockResolvedValue({ ...saved, email: 'new@example.com' });
  const { onClose } = renderModal();
  expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
  await save();
  expect(screen.getByText('Enter your current password to change your email')).toBeInTheDocument();
  expect(updateProfile).not.toHaveBeenCalled();

  fireEvent.change(field('Current Password'), { target: { value: 'my-secret-1' } });
  await save();
  expect(updateProfile).toHaveBeenCalledWith({ email: 'new@example.com', password: 'my-secret-1' });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it('shows the server’s word on a wrong current password', async () => {
  jest.mocked(updateProfile).mockRejectedValue(httpError(400, { password: ['Incorrect password'] }));
  renderModal();
  fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
  fireEvent.change(field('Current Password'), { target: { value: 'not-it-123' } });
  await save();
  expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
});

it('has no accessibility violations', async () => {
  renderModal();
  await screen.findByText(/API version 2.4.0/);
  await act(async () => undefined);
  expect(await axeViolations(document.body)).toEqual([]);
});
