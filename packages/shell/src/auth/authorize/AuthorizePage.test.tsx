import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exchangeCode, readProviderHolder } from '@upclub/shared/providers/spotify';
import { STORAGE_KEYS, isProviderConnected } from '@upclub/shared/session';
import { authorizeParams, freshAuthState, renderPage, returningFromConsent, stubBrowserAssign } from '../testing';
import { AUTHORIZE_TEXT, SpotifyAuthorizePage as AuthorizePage } from './SpotifyAuthorizePage';

jest.mock('@upclub/shared/api', () => ({ ...jest.requireActual('@upclub/shared/api'), getMyProfile: jest.fn() }));
jest.mock('@upclub/shared/providers/spotify/authorization', () => ({
  ...jest.requireActual('@upclub/shared/providers/spotify/authorization'),
  exchangeCode: jest.fn(),
}));
jest.mock('../signOut', () => ({ signOut: jest.fn() }));

const exchange = jest.mocked(exchangeCode);
const assign = stubBrowserAssign();

beforeEach(() => {
  freshAuthState();
  returningFromConsent();
});

const at = (search = '') =>
  renderPage(<AuthorizePage />, { path: '/authorize-spotify', url: `/authorize-spotify${search}` });

describe('without a code', () => {
  it('asks to authorize; Authorize starts PKCE authorization', async () => {
    at();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(AUTHORIZE_TEXT.prompt)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const params = authorizeParams(assign.mock.calls[0][0] as string);
    expect(params.state).toBe(localStorage.getItem(STORAGE_KEYS.authorizeState));
    expect(params.state).not.toBe('abcdEFGH');
    expect(params.code_challenge_method).toBe('S256');
  });

  it('says when access was not granted', () => {
    at('?error=access_denied&state=abcdEFGH');
    expect(screen.getByRole('alert')).toHaveTextContent(AUTHORIZE_TEXT.denied);
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeInTheDocument();
  });
});

describe('with a code', () => {
  it('matching state: exchanges the code, connects and goes to discover', async () => {
    at('?code=the-code&state=abcdEFGH');
    expect(screen.getByText(AUTHORIZE_TEXT.connecting)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/discover');
    expect(localStorage.getItem(STORAGE_KEYS.authorizeCode)).toBe('the-code');
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith('the-code', 'v'.repeat(43), `${window.location.origin}/authorize-spotify`);
    expect(isProviderConnected()).toBe(true);
    expect(await readProviderHolder()).toEqual({ status: 'ok', username: 'jane', refreshToken: 'rt' });
  });

  it('goes to next_page when one is saved', async () => {
    localStorage.setItem(STORAGE_KEYS.nextPage, JSON.stringify({ path: '/clubs/5', query: { state: 'new' } }));
    at('?code=the-code&state=abcdEFGH');
    expect(await screen.findByTestId('location')).toHaveTextContent('/clubs/5?state=new');
    expect(localStorage.getItem(STORAGE_KEYS.nextPage)).toBeNull();
  });

  it('mismatching state: no exchange, an error line and the Authorize button again', async () => {
    at('?code=the-code&state=zzzzzzzz');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTHORIZE_TEXT.failed);
    expect(screen.getByRole('button', { name: 'Authorize' })).toBeInTheDocument();
    expect(exchange).not.toHaveBeenCalled();
    expect(isProviderConnected()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('failed exchange: an error line and the Authorize button again', async () => {
    exchange.mockRejectedValue(new Error('invalid_grant'));
    at('?code=the-code&state=abcdEFGH');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTHORIZE_TEXT.failed);
    expect(isProviderConnected()).toBe(false);
  });
});
