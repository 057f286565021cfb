import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProfile, login, register } from '@upclub/shared/api';
import type * as SharedApi from '@upclub/shared/api';
import { onNotice } from '@upclub/shared/bus';
import { recordEachTest, throttleEveryRequest } from '@upclub/shared/testing';
import { MSG } from '@upclub/shared/validation';
import { apiError, freshAuthState, renderPage, signupSucceeds, stubBrowserAssign } from '../testing';
import { SignupPage } from '.';

jest.mock('@upclub/shared/api', () => ({
  ...jest.requireActual('@upclub/shared/api'),
  register: jest.fn(),
  login: jest.fn(),
  createProfile: jest.fn(),
}));

const notices = recordEachTest(onNotice);
const input = (label: string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(input(label));
    if (value) await userEvent.type(input(label), value);
  }
}

const VALID = {
  Username: 'jane.doe',
  'First name': 'Jane',
  'Last name': 'Doe',
  Email: 'jane@example.com',
  Password: 'longenough',
};
const assign = stubBrowserAssign();

/** The page, once its phone field (loaded on first show, with the phone metadata) is there. */
async function showSignup() {
  renderPage(<SignupPage />, { path: '/signup' });
  await screen.findByLabelText('Phone number (optional)');
}

beforeEach(() => {
  freshAuthState();
  signupSucceeds('jane.doe');
});

describe('signup form', () => {
  it('has one h1, labelled inputs, a country select defaulting to US, terms and privacy links', async () => {
    await showSignup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of ['Username', 'First name', 'Last name', 'Email', 'Password', 'Phone number (optional)']) {
      expect(input(label)).toBeInTheDocument();
    }
    const country = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(country).toHaveValue('US');
    expect(screen.getAllByRole('option')).toHaveLength(31);
    expect(screen.getByRole('option', { name: 'US +1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Field required' under every required field on submit", async () => {
    await showSignup();
    await submit();
    for (const label of ['Username', 'First name', 'Last name', 'Email', 'Password'])
      expect(errorOf(label)).toBe(MSG.required);
    expect(errorOf('Phone number (optional)')).not.toBe(MSG.required);
    expect(input('Username')).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it.each([
    ['Username', 'jane doe', MSG.invalidUsername],
    ['Username', 'jane#doe', MSG.invalidUsername],
    ['First name', 'Jane!', MSG.noSpecialCharacters],
    ['Last name', 'Doe_', MSG.noSpecialCharacters],
    ['Email', 'jane@', MSG.emailFormat],
    ['Password', 'short', MSG.passwordLength],
    ['Password', 'has spaces in it', MSG.noSpaces],
  ])('%s %p -> %p (on blur)', async (label, value, message) => {
    await showSignup();
    await userEvent.type(input(label), value);
    await userEvent.tab();
    expect(errorOf(label)).toBe(message);
  });

  it("phone: 'Invalid phone number' with a format example for the country", async () => {
    await showSignup();
    await userEvent.type(input('Phone number (optional)'), '12');
    await userEvent.tab();
    expect(screen.getByText(MSG.invalidPhone)).toBeInTheDocument();
    expect(screen.getByText('Example: (201) 555-0123')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country calling code' }), 'FR');
    expect(screen.getByText('Example: 06 12 34 56 78')).toBeInTheDocument();
  });

  it("phone: 'Accepts mobile number only' for a fixed line", async () => {
    await showSignup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country calling code' }), 'DE');
    await userEvent.type(input('Phone number (optional)'), '030 12345678');
    await userEvent.tab();
    expect(screen.getByText(MSG.mobileOnly)).toBeInTheDocument();
    expect(screen.queryByText(/Example:/)).toBeNull();
  });

  it('sends the phone in E.164, then logs in, creates the profile and authorizes', async () => {
    await showSignup();
    await fill(VALID);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country calling code' }), 'GB');
    await userEvent.type(input('Phone number (optional)'), '07400 123456');
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith({
      username: 'jane.doe',
      password: 'longenough',
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      phone_number: '+447400123456',
    });
    expect(login).toHaveBeenCalledWith('jane.doe', 'longenough');
    expect(createProfile).toHaveBeenCalledWith();
    expect(assign.mock.calls[0][0]).toMatch(/^https:\/\/accounts\.provider\.test\/authorize\?/);
  });

  it('sends no phone when none is given', async () => {
    await showSignup();
    await fill(VALID);
    await submit();
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(jest.mocked(register).mock.calls[0][0]).not.toHaveProperty('phone_number');
  });

  it('shows the server field errors of a 400 under the fields', async () => {
    jest.mocked(register).mockRejectedValue(
      apiError(400, {
        username: ['A user with that username already exists.'],
        email: ['A user with that email already exists.'],
      }),
    );
    await showSignup();
    await fill(VALID);
    await submit();
    await waitFor(() => expect(errorOf('Username')).toBe('A user with that username already exists.'));
    expect(errorOf('Email')).toBe('A user with that email already exists.');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await userEvent.type(input('Username'), '2');
    expect(errorOf('Username')).toBeFalsy();
  });

  it('says how long to wait when sign-ups are refused (429), and keeps what was typed', async () => {
    const actual: typeof SharedApi = jest.requireActual('@upclub/shared/api');
    jest.mocked(register).mockImplementation(actual.register);
    const undo = throttleEveryRequest(720);
    try {
      await showSignup();
      await fill(VALID);
      await submit();
      await waitFor(() =>
        expect(notices).toEqual([{ kind: 'error', text: 'Too many requests. Please try again in 12 minutes.' }]),
      );
      expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
      expect(input('Username')).toHaveValue('jane.doe');
      expect(input('Email')).toHaveValue('jane@example.com');
      expect(input('Password')).toHaveValue('longenough');
      expect(login).not.toHaveBeenCalled();
    } finally {
      undo();
    }
  });
});
