import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import type { Credentials } from './users';

/** The music server of the OpenSubsonic run (support/opensubsonicRun.ts passes it on). */
export const musicServer = {
  user: process.env.E2E_SUPYSONIC_USER ?? '',
  password: process.env.E2E_SUPYSONIC_PASSWORD ?? '',
  titles: JSON.parse(process.env.E2E_SUPYSONIC_TITLES ?? '[]') as string[],
};

/** Logs in; the first time, the connect step asks for the music server's account. */
export async function logInAndConnect(page: Page, user: Credentials): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(user);
  await page.waitForURL(/\/(authorize-spotify|discover)/, { timeout: 20_000 });
  if (/authorize-spotify/.test(page.url())) {
    const form = page.getByRole('form', { name: /music server/i });
    await expect(form).toBeVisible();
    await form.getByLabel('Server username', { exact: true }).fill(musicServer.user);
    await form.getByLabel('Server password', { exact: true }).fill(musicServer.password);
    await form.getByRole('button', { name: 'Connect' }).click();
  }
  await page.waitForURL(/\/discover/, { timeout: 20_000 });
}
