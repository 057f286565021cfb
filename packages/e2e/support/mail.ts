import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** One mail of the API's outbox (DATA_DIR/outbox/*.json). */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  date: string;
  file: string;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it for the web server)');
  return path.join(dataDir, 'outbox');
}

/** Every mail sent to `email`, oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = path.join(dir, name);
      return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<OutboxMail, 'file'>), file };
    })
    .filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()))
    .sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
}

/**
 * The newest mail to `email`, waiting for it to arrive; with `after`, only a mail newer than
 * that one counts (to wait for a second code, say).
 */
export async function readNewestMail(
  email: string,
  options: { after?: OutboxMail; timeout?: number } = {},
): Promise<OutboxMail> {
  let newest: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        const all = mailsTo(email);
        newest = all.at(-1);
        return Boolean(newest && (!options.after || newest.file !== options.after.file));
      },
      { message: `a mail to ${email} in the outbox`, timeout: options.timeout ?? 10_000 },
    )
    .toBe(true);
  return newest!;
}

/** The reset code of a password-reset mail ("Your password reset code is ABC123."). */
export function resetCodeOf(mail: OutboxMail): string {
  const match = /reset code is ([^\s.]+)/i.exec(mail.text);
  if (!match) throw new Error(`No reset code in the mail: ${mail.text}`);
  return match[1];
}
