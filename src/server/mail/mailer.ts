import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (read in the admin logs). */
export function createMailer(db: Database, smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        await db.insert(outbox).values(message);
      },
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
