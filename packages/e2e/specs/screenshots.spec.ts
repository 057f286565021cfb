import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { WelcomePage } from '../pages/welcome-page';
import { SignupPage } from '../pages/signup-page';
import { LoginPage } from '../pages/login-page';
import { ConsentPage } from '../pages/consent-page';
import { Shell } from '../pages/shell';
import { signUpViaApi } from '../support/auth';

// Full-page pictures of the main screens for people reviewing the look (gitignored folder).
const DIR = path.resolve(__dirname, '../../../screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });

test.use({ reducedMotion: 'reduce' });

test('screenshots of the main screens', async ({ page, request }) => {
  const welcome = new WelcomePage(page);
  await welcome.open();
  await shot(page, 'welcome');

  const signup = new SignupPage(page);
  await welcome.goToSignUp();
  await signup.fill({ email: 'not-an-email', password: 'short', phone: { country: 'US', number: '123' } });
  await signup.submit.click();
  await expect(signup.email).toHaveAccessibleDescription('Incorrect email format');
  await shot(page, 'signup-errors');

  const login = new LoginPage(page);
  await login.open();
  await shot(page, 'login');

  const user = await signUpViaApi(request);
  await login.logIn(user);
  const consent = new ConsentPage(page);
  await consent.expectShown();
  await shot(page, 'provider-consent');
  await consent.agree();

  const shell = new Shell(page);
  await shell.expectDiscover();
  await shot(page, 'discover-1440x900');

  await shell.openAccountMenu();
  await shot(page, 'avatar-menu');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 768, height: 1024 });
  await shell.expectDiscover();
  await shot(page, 'discover-768x1024');
});
