/**
 * Email through nodemailer: SMTP when SMTP_URL is set, otherwise each mail is written to
 * DATA_DIR/outbox/*.eml and its link or code is logged (ARCHITECTURE.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What to log when there is no SMTP server: the link or code, so a person can still sign in. */
  logLine?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string; log: (line: string) => void }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      fs.mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      fs.writeFileSync(path.join(opts.outboxDir, name), info.message as Buffer, { mode: 0o600 });
      opts.log(`mail to ${mail.to} written to outbox/${name}${mail.logLine ? `: ${mail.logLine}` : ''}`);
    },
  };
}
