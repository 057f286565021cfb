import { randomBytes } from 'node:crypto';

/** Someone who can sign up or log in: the fields of the sign-up form. */
export interface TestUser {
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** What the login form needs. */
export type Credentials = Pick<TestUser, 'username' | 'password'>;

/**
 * The seeded staff account (README "Demo logins"): user_type 6, metrics and broadcast. Its
 * password is never published: the harness starts the server with STAFF_PASSWORD set to this
 * (playwright.config.ts), and the seed uses it.
 */
export const STAFF_USER: Credentials = {
  username: 'staff',
  password: process.env.E2E_STAFF_PASSWORD || 'e2e-staff-password-1',
};

/** A new, unique person for one test (usernames allow letters, digits and -_@.+). */
export function newUser(prefix = 'e2e'): TestUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `${prefix}_${id}`,
    password: `Pw-${id}-secret`,
    first_name: 'Robin',
    last_name: 'Tester',
    email: `${prefix}.${id}@example.test`,
  };
}
