import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendUsername } from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest } from '@upclub/shared/testing';
import { MSG } from '@upclub/shared/validation';
import { apiError, renderPage } from '../testing';
import { ForgotUsernamePage } from '.';

jest.mock('@upclub/shared/api', () => ({ ...jest.requireActual('@upclub/shared/api'), sendUsername: jest.fn() }));

const notices = recordEachTest(onNotice);
beforeEach(() => jest.clearAllMocks());

const send = async (email: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send username' }));
};

it('validates the email', async () => {
  renderPage(<ForgotUsernamePage />, { path: '/forgot-username' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await send('');
  expect(screen.getByText(MSG.required)).toBeInTheDocument();
  await send('jane@');
  expect(screen.getByText(MSG.emailFormat)).toBeInTheDocument();
  expect(sendUsername).not.toHaveBeenCalled();
});

it('success: notice and login', async () => {
  jest.mocked(sendUsername).mockResolvedValue({});
  renderPage(<ForgotUsernamePage />, { path: '/forgot-username' });
  await send('jane@example.com');
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  expect(sendUsername).toHaveBeenCalledWith('jane@example.com');
  expect(notices).toEqual([{ kind: 'success', text: 'Your username is now sent to your email.' }]);
});

it.each([
  [apiError(404, { detail: 'Not found.' }), 'Email not found'],
  [apiError(500), 'Request failed'],
])('error %# -> %p', async (error, text) => {
  jest.mocked(sendUsername).mockRejectedValue(error);
  renderPage(<ForgotUsernamePage />, { path: '/forgot-username' });
  await send('jane@example.com');
  await waitFor(() => expect(notices).toEqual([{ kind: 'error', text }]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send username' })).toBeEnabled());
});
