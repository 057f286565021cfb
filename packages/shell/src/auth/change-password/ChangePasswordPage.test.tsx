import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetPassword } from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest } from '@upclub/shared/testing';
import { STORAGE_KEYS } from '@upclub/shared/session';
import { MSG } from '@upclub/shared/validation';
import { apiError, renderPage } from '../testing';
import { ChangePasswordPage } from '.';

jest.mock('@upclub/shared/api', () => ({ ...jest.requireActual('@upclub/shared/api'), resetPassword: jest.fn() }));

const notices = recordEachTest(onNotice);
beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function change(code: string, password: string) {
  await userEvent.type(screen.getByLabelText('Reset code'), code);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

it('prefills the username kept by forgot-password', () => {
  localStorage.setItem(STORAGE_KEYS.resetUsername, 'jane');
  renderPage(<ChangePasswordPage />, { path: '/change-password' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByLabelText('Username')).toHaveValue('jane');
});

it('validates code and password', async () => {
  localStorage.setItem(STORAGE_KEYS.resetUsername, 'jane');
  renderPage(<ChangePasswordPage />, { path: '/change-password' });
  await change('1234567', 'short');
  expect(errorOf('Reset code')).toBe(MSG.resetCodeLength);
  expect(errorOf('New password')).toBe(MSG.passwordLength);
  expect(resetPassword).not.toHaveBeenCalled();
});

it('success: notice and the welcome page', async () => {
  localStorage.setItem(STORAGE_KEYS.resetUsername, 'jane');
  jest.mocked(resetPassword).mockResolvedValue({});
  renderPage(<ChangePasswordPage />, { path: '/change-password' });
  await change('A1B2C3', 'longenough');
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  expect(resetPassword).toHaveBeenCalledWith({ username: 'jane', resetcode: 'A1B2C3', password: 'longenough' });
  expect(notices).toEqual([{ kind: 'success', text: 'Password has been changed.' }]);
});

it.each([
  ['Not found.', 'Username not found'],
  ['Wrong code.', 'Wrong reset code provided.'],
  ['Retry limit. New code sent.', 'Retry limit. New code sent.'],
  ['Something else', 'Request failed'],
])('detail %p -> %p', async (detail, text) => {
  localStorage.setItem(STORAGE_KEYS.resetUsername, 'jane');
  jest.mocked(resetPassword).mockRejectedValue(apiError(400, { detail }));
  renderPage(<ChangePasswordPage />, { path: '/change-password' });
  await change('A1B2C3', 'longenough');
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text }]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled());
  expect(screen.queryByTestId('location')).toBeNull();
});
