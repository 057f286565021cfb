import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendResetCode } from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest } from '@upclub/shared/testing';
import { STORAGE_KEYS } from '@upclub/shared/session';
import { MSG } from '@upclub/shared/validation';
import { apiError, renderPage } from '../testing';
import { ForgotPasswordPage } from '.';

jest.mock('@upclub/shared/api', () => ({ ...jest.requireActual('@upclub/shared/api'), sendResetCode: jest.fn() }));

const notices = recordEachTest(onNotice);
beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

const send = async (username: string) => {
  if (username) await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
};

it('has one h1 and a way back to login', () => {
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
});

it('validates the username', async () => {
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await send('');
  expect(screen.getByText(MSG.required)).toBeInTheDocument();
  await send('ja ne');
  expect(screen.getByText(MSG.noSpaces)).toBeInTheDocument();
  expect(sendResetCode).not.toHaveBeenCalled();
});

it('success: notice, username kept, goes to change-password', async () => {
  jest.mocked(sendResetCode).mockResolvedValue({});
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await send('jane');
  expect(await screen.findByTestId('location')).toHaveTextContent('/change-password');
  expect(notices).toEqual([{ kind: 'success', text: 'A password reset code has been sent to your email.' }]);
  expect(localStorage.getItem(STORAGE_KEYS.resetUsername)).toBe('jane');
});

it.each([
  [apiError(404, { detail: 'Not found.' }), 'Username not found'],
  [apiError(400, { detail: 'Nope' }), 'Request failed'],
  [apiError(500), 'Request failed'],
])('error %# -> %p, stays', async (error, text) => {
  jest.mocked(sendResetCode).mockRejectedValue(error);
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
  await send('jane');
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text }]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset code' })).toBeEnabled());
  expect(screen.queryByTestId('location')).toBeNull();
});
