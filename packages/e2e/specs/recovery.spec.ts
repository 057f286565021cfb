import { test, expect } from '../support/fixtures';
import { LoginPage } from '../pages/login-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { ChangePasswordPage } from '../pages/change-password-page';
import { ForgotUsernamePage } from '../pages/forgot-username-page';
import { Notices } from '../pages/notices';
import { Shell } from '../pages/shell';
import { loginThroughUi, signUpViaApi } from '../support/auth';
import { readNewestMail, resetCodeOf } from '../support/mail';

test('a user who forgot the password resets it with the emailed code', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const login = new LoginPage(page);
  const forgot = new ForgotPasswordPage(page);
  const change = new ChangePasswordPage(page);
  const notices = new Notices(page);
  const newPassword = `${user.password}-new`;

  await test.step('ask for a reset code by username', async () => {
    await login.open();
    await login.forgotPasswordLink.click();
    await forgot.expectShown();
    await forgot.requestCode(user.username);
    await expect(notices.success('A password reset code has been sent to your email.')).toBeVisible();
    await change.expectShown();
    await expect(change.username).toHaveValue(user.username);
  });

  const code = resetCodeOf(await readNewestMail(user.email));
  expect(code).toHaveLength(6);

  await test.step('a wrong code is refused', async () => {
    const wrong = code === '000000' ? '111111' : '000000';
    await change.changePassword(wrong, newPassword);
    await expect(notices.error('Wrong reset code provided.')).toBeVisible();
    await change.expectShown();
  });

  await test.step('the right code changes the password', async () => {
    await change.changePassword(code, newPassword);
    await expect(notices.success('Password has been changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the new password logs in, the old one does not', async () => {
    await login.open();
    await login.logIn({ username: user.username, password: user.password });
    await expect(login.submit).toBeEnabled();
    await login.expectShown();
    await loginThroughUi(page, { username: user.username, password: newPassword });
    await new Shell(page).expectDiscover();
  });
});

test('forgot username: an unknown email is reported, a known one gets a mail', async ({ page, request }) => {
  const user = await signUpViaApi(request);
  const forgot = new ForgotUsernamePage(page);
  const notices = new Notices(page);

  await new LoginPage(page).open();
  await new LoginPage(page).forgotUsernameLink.click();
  await forgot.expectShown();

  await forgot.requestUsername('nobody-here@example.test');
  await expect(notices.error('Email not found')).toBeVisible();
  await forgot.expectShown();

  await forgot.requestUsername(user.email);
  await expect(notices.success('Your username is now sent to your email.')).toBeVisible();
  await new LoginPage(page).expectShown();
  expect((await readNewestMail(user.email)).text).toContain(user.username);
});

test('without a connection, a recovery request says only to check the connection', async ({ page }) => {
  const login = new LoginPage(page);
  const forgot = new ForgotPasswordPage(page);
  const notices = new Notices(page);

  await login.open();
  await login.forgotPasswordLink.click();
  await forgot.expectShown();
  await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
  await forgot.requestCode('someone');
  await expect(notices.error('Please check your internet connection.')).toBeVisible();
  await expect(notices.host.getByRole('alert')).toHaveCount(1);
  await expect(notices.error('Request failed')).toHaveCount(0);
  await forgot.expectShown();
  await expect(forgot.submit).toBeEnabled();
});
