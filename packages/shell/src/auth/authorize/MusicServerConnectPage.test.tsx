import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@upclub/shared/constants';
import { configureOpenSubsonic, linkMusicServer } from '@upclub/shared/providers/opensubsonic';
import { STORAGE_KEYS, isProviderConnected, setToken } from '@upclub/shared/session';
import { axeViolations } from '@upclub/shared/testing';
import { apiError, freshAuthState, renderPage } from '../testing';
import { CONNECT_TEXT, MusicServerConnectPage } from './MusicServerConnectPage';

jest.mock('@upclub/shared/providers/opensubsonic', () => ({
  ...jest.requireActual('@upclub/shared/providers/opensubsonic'),
  linkMusicServer: jest.fn(),
}));
jest.mock('../signOut', () => ({ signOut: jest.fn() }));

const link = jest.mocked(linkMusicServer);
const server = { name: 'Home music', version: '0.4', type: 'supysonic', open_subsonic: false };
const linked = { linked: true, username: 'jane', server };

beforeEach(() => {
  freshAuthState();
  setToken('t'.repeat(40));
  configureOpenSubsonic({ kind: 'opensubsonic', serverName: 'Home music' });
});

const open = () => renderPage(<MusicServerConnectPage />, { path: '/authorize-spotify' });
const username = () => screen.getByLabelText(CONNECT_TEXT.username);
const password = () => screen.getByLabelText(CONNECT_TEXT.password);
const connect = () => screen.getByRole('button', { name: CONNECT_TEXT.submit });

it('names the server, labels every field, and has no accessibility violations', async () => {
  const { container } = open();
  expect(screen.getByRole('heading', { level: 1, name: 'Connect to Home music' })).toBeInTheDocument();
  expect(username()).toHaveAttribute('autocomplete', 'username');
  expect(password()).toHaveAttribute('type', 'password');
  expect(await axeViolations(container)).toEqual([]);
});

it('links with the username and password, then goes to next_page', async () => {
  localStorage.setItem(STORAGE_KEYS.nextPage, JSON.stringify({ path: '/clubs/5', query: {} }));
  link.mockResolvedValue(linked);
  open();
  await userEvent.type(username(), ' jane ');
  await userEvent.type(password(), 'secret pw');
  await userEvent.click(connect());
  expect(await screen.findByTestId('location')).toHaveTextContent('/clubs/5');
  expect(link).toHaveBeenCalledWith({ username: 'jane', password: 'secret pw' });
  expect(isProviderConnected()).toBe(true);
});

it('an API key instead: the toggle swaps the fields, by keyboard too', async () => {
  link.mockResolvedValue(linked);
  open();
  screen.getByRole('button', { name: CONNECT_TEXT.useApiKey }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByLabelText(CONNECT_TEXT.username)).toBeNull();
  await userEvent.type(screen.getByLabelText(CONNECT_TEXT.apiKey), 'sim-key-jane');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByTestId('location')).toHaveTextContent('/discover');
  expect(link).toHaveBeenCalledWith({ api_key: 'sim-key-jane' });
});

it('empty fields are refused before anything is sent', async () => {
  open();
  await userEvent.click(connect());
  expect(await screen.findAllByText(MSG.required)).toHaveLength(2);
  expect(link).not.toHaveBeenCalled();
});

it.each([
  [
    'wrong credentials',
    apiError(400, { non_field_errors: ['Wrong username or password.'] }),
    'Wrong username or password.',
  ],
  [
    'a server too old',
    apiError(400, { non_field_errors: ['The server is too old (1.12).'] }),
    'The server is too old (1.12).',
  ],
  [
    'an unreachable server',
    apiError(502, { detail: 'The music server did not answer.' }),
    'The music server did not answer.',
  ],
])('%s: the API words show, what was typed stays, and it can be sent again', async (_, error, text) => {
  link.mockRejectedValueOnce(error).mockResolvedValueOnce(linked);
  open();
  await userEvent.type(username(), 'jane');
  await userEvent.type(password(), 'pw');
  await userEvent.click(connect());
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(username()).toHaveValue('jane');
  expect(password()).toHaveValue('pw');
  expect(isProviderConnected()).toBe(false);
  await waitFor(() => expect(connect()).not.toBeDisabled());
  await userEvent.click(connect());
  expect(await screen.findByTestId('location')).toHaveTextContent('/discover');
});
