import { test, expect } from '../support/fixtures';
import { WelcomePage } from '../pages/welcome-page';
import { SignupPage } from '../pages/signup-page';
import { ConsentPage } from '../pages/consent-page';
import { Shell } from '../pages/shell';
import { myProfile, signUpViaApi, tokenOf } from '../support/auth';
import { newUser } from '../support/users';

test('a newcomer signs up, connects the streaming account and lands on Discover', async ({ page, request }) => {
  const welcome = new WelcomePage(page);
  const signup = new SignupPage(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });

  await test.step('the welcome page shows the carousel', async () => {
    await welcome.open();
    await expect(welcome.slides).toHaveCount(5);
    await expect(welcome.slides.first()).toContainText('A live music feed curated by real people.');
    await expect(welcome.slideDots).toHaveCount(5);
    await welcome.goToSignUp();
    await signup.expectShown();
  });

  await test.step('an empty form says what is required', async () => {
    await signup.submit.click();
    for (const field of [signup.username, signup.firstName, signup.lastName, signup.email, signup.password]) {
      await signup.expectFieldError(field, 'Field required');
    }
    await signup.expectNoFieldError(signup.phoneNumber);
    await expect(signup.username).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  await test.step('invalid values get the spec messages', async () => {
    await signup.fill({
      username: 'robin',
      first_name: 'Robin',
      last_name: 'Tester',
      email: 'robin-at-example',
      password: 'short',
      phone: { country: 'US', number: '123' },
    });
    await signup.submit.click();
    await signup.expectFieldError(signup.email, 'Incorrect email format');
    await signup.expectFieldError(signup.password, 'The password length cannot be less than 8 characters');
    await signup.expectFieldError(signup.phoneNumber, /^Invalid phone number/);
    await signup.expectNoFieldError(signup.username);
    await expect(signup.email).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  await test.step('a fixed-line number is refused', async () => {
    await signup.fill({ phone: { country: 'GB', number: '020 7946 0958' } });
    await signup.submit.click();
    await signup.expectFieldError(signup.phoneNumber, 'Accepts mobile number only');
  });

  const user = newUser('signup');
  await test.step('valid data with a mobile number goes to the provider consent page', async () => {
    await signup.signUp({ ...user, phone: { country: 'GB', number: '07400 123456' } });
    await new ConsentPage(page).agree();
  });

  await test.step('back through authorize-spotify into the app shell on Discover', async () => {
    const shell = new Shell(page);
    await shell.expectDiscover();
    expect(visited.some((url) => /\/authorize-spotify\?.*code=/.test(url))).toBe(true);
    await shell.openAccountMenu();
    await expect(page.getByText(`@${user.username}`)).toBeVisible();
  });

  await test.step('the account holds what was typed, the phone in international form', async () => {
    const profile = await myProfile(request, await tokenOf(page));
    expect(profile).toMatchObject({
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone_number: '+447400123456',
    });
  });
});

test('a taken username or email is reported on its field', async ({ page, request }) => {
  const existing = await signUpViaApi(request);
  const signup = new SignupPage(page);
  await signup.open();

  await signup.signUp({ ...newUser('taken'), username: existing.username, email: existing.email });

  await signup.expectFieldError(signup.username, 'A user with that username already exists.');
  await signup.expectFieldError(signup.email, 'A user with that email already exists.');
  await expect(page).toHaveURL(/\/signup$/);
});
