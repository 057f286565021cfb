import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@upclub/shared/validation';
import { logIn, type LoginOutcome } from '../flow';
import { renderPage } from '../testing';
import { LoginPage } from '.';

jest.mock('../flow', () => ({ ...jest.requireActual('../flow'), logIn: jest.fn() }));
const logInMock = jest.mocked(logIn);

function deferred() {
  let resolve!: (outcome: LoginOutcome) => void;
  const promise = new Promise<LoginOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Login' });

beforeEach(() => logInMock.mockReset());

describe('login form', () => {
  it('has one h1, labelled inputs and the recovery and signup links', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute('href', '/forgot-username');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it("shows 'Field required' for both fields on submit, and focuses the first", async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.click(submit());
    expect(screen.getAllByText(MSG.required)).toHaveLength(2);
    expect(username()).toHaveFocus();
    expect(logInMock).not.toHaveBeenCalled();
  });

  it("shows 'Field should not have spaces' on blur", async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(username(), 'jane doe');
    expect(screen.queryByText(MSG.noSpaces)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(MSG.noSpaces)).toBeInTheDocument();
    expect(username()).toHaveAccessibleDescription(MSG.noSpaces);
    await userEvent.type(password(), 'pass word');
    await userEvent.tab();
    expect(screen.getAllByText(MSG.noSpaces)).toHaveLength(2);
  });

  it("shows 'Field required' on blur of an empty field", async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.click(username());
    await userEvent.tab();
    expect(screen.getByText(MSG.required)).toBeInTheDocument();
  });

  it('shows a spinner while logging in; a failure only stops it, no message', async () => {
    const pending = deferred();
    logInMock.mockReturnValue(pending.promise);
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(username(), 'jane');
    await userEvent.type(password(), 'secret-pw');
    await userEvent.click(submit());
    expect(logInMock).toHaveBeenCalledWith({ username: 'jane', password: 'secret-pw' }, null);
    expect(within(submit()).getByRole('status', { hidden: true })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    await act(async () => pending.resolve({ kind: 'failed' }));
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes where the flow says once connected, passing the next route', async () => {
    logInMock.mockResolvedValue({ kind: 'connected', to: '/discover/?share_post=3' });
    const next = encodeURIComponent(JSON.stringify({ path: '/discover/', query: { share_post: '3' } }));
    renderPage(<LoginPage />, { path: '/login', url: `/login?next=${next}` });
    await userEvent.type(username(), 'jane');
    await userEvent.type(password(), 'secret-pw');
    await userEvent.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/discover/?share_post=3');
    expect(logInMock).toHaveBeenCalledWith(expect.anything(), { path: '/discover/', query: { share_post: '3' } });
  });

  it('ignores a next that is not a path of this app', async () => {
    logInMock.mockResolvedValue({ kind: 'authorizing' });
    const next = encodeURIComponent(JSON.stringify({ path: 'https://evil.example/', query: {} }));
    renderPage(<LoginPage />, { path: '/login', url: `/login?next=${next}` });
    await userEvent.type(username(), 'jane');
    await userEvent.type(password(), 'secret-pw');
    await userEvent.click(submit());
    expect(logInMock).toHaveBeenCalledWith(expect.anything(), null);
    // leaving for the provider: the spinner stays
    expect(submit()).toHaveAttribute('aria-busy', 'true');
  });
});
