import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What the outbox transport writes, one JSON file per mail. */
export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  date: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** A nodemailer transport that writes each mail to <dir>/<iso-timestamp>-<random>.json. */
export function outboxTransport(dir: string, now: () => Date): Transport<{ file: string }> {
  return {
    name: 'upclub-outbox',
    version: '1.0.0',
    send(mail: MailMessage, callback) {
      const date = now();
      const file = path.join(dir, `${date.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      const { to, from, subject, text } = mail.data;
      const body: OutboxMail = {
        to: String(to),
        from: String(from),
        subject: String(subject ?? ''),
        text: String(text ?? ''),
        date: date.toISOString(),
      };
      fs.mkdir(dir, { recursive: true })
        .then(() => fs.writeFile(file, `${JSON.stringify(body, null, 2)}\n`))
        .then(
          () => callback(null, { file }),
          (error: Error) => callback(error, { file }),
        );
    },
  };
}

/**
 * Mail through nodemailer: SMTP when mail.smtpUrl is set, else the outbox in the data folder.
 * The log names the recipient only, never the content (it carries reset codes).
 */
export default fp(
  async (app) => {
    const { mail, outboxDir, now } = app.config;
    const transporter: Transporter = mail.smtpUrl
      ? nodemailer.createTransport(mail.smtpUrl)
      : nodemailer.createTransport(outboxTransport(outboxDir, now));
    const where = mail.smtpUrl ? 'sent by SMTP' : 'written to outbox';
    app.decorate('mailer', {
      async send({ to, subject, text }: Mail) {
        await transporter.sendMail({ from: mail.from, to, subject, text });
        app.log.info(`mail to ${to} ${where}`);
      },
    });
    app.addHook('onClose', async () => transporter.close());
  },
  { name: 'mail', dependencies: ['config'] },
);
