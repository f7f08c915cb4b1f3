import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { HttpClient } from '../setup/http-client';

/**
 * Issue 28 item 15, a mail server outage, against a real SMTP server (smtp-server, in this process, on a loopback
 * port): mail sent while it is down stays `pending` in the outbox and the visitor is answered as usual; once the
 * server is back on the same port, the mailer's retry hands it over and marks it sent.
 */
interface Received {
  from: string;
  to: string[];
  subject: string;
  raw: string;
}

const SIGNUP_SUBJECT = 'Please confirm your newsletter subscription | Voltara Test Equipment';
const received: Received[] = [];
let smtp: SMTPServer | null = null;
let port = 0;

/** Starts the SMTP server (on `port`, or a free one the first time); plain SMTP on loopback, no auth, no STARTTLS. */
async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true, // loopback: a DNS lookup would only delay each connection
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  port = (server.server.address() as AddressInfo).port;
  smtp = server;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
}

let test: TestApp;
let visitor: HttpClient;

const rowsTo = (address: string) => test.deps.db.select().from(outbox).where(eq(outbox.to, address));

beforeAll(async () => {
  await startSmtp();
  test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  visitor = new HttpClient(test, '198.51.100.71');
}, 60_000);

afterAll(async () => {
  test?.close();
  await stopSmtp();
});

describe('e-mail while the SMTP server is down', () => {
  it('a mail sent while the server is up is delivered at once (the SMTP set-up works)', async () => {
    const answer = await visitor.mutation('public.content.newsletterSignup', { name: 'Ada Up', email: 'ada.up@example.test', privacy: true });
    expect(answer.status).toBe(200);
    await test.deps.mailer.settled();
    expect(received.find((mail) => mail.to.includes('ada.up@example.test'))?.subject).toBe(SIGNUP_SUBJECT);
    expect((await rowsTo('ada.up@example.test'))[0]).toMatchObject({ status: 'sent', attempts: 0 });
  });

  it('keeps the mail pending while the server is down and delivers it once the server is back', async () => {
    await stopSmtp();

    const signup = await visitor.mutation('public.content.newsletterSignup', { name: 'Bo Down', email: 'bo.down@example.test', privacy: true });
    expect(signup.status).toBe(200);
    expect(signup.json.result?.data).toEqual({ message: 'Thank you! Please check your inbox to confirm your subscription.' });
    const reset = await visitor.mutation('public.forgotPassword', { email: 'customer@demo.test' });
    expect(reset.status).toBe(200);
    await test.deps.mailer.settled();

    const [pendingSignup] = await rowsTo('bo.down@example.test');
    expect(pendingSignup).toMatchObject({ status: 'pending', attempts: 1, subject: SIGNUP_SUBJECT });
    expect(pendingSignup!.lastError).toMatch(/ECONNREFUSED|connect/i);
    const [pendingReset] = (await rowsTo('customer@demo.test')).filter((row) => row.status !== 'sent');
    expect(pendingReset).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pendingReset!.subject).toContain('Reset your password');
    // Not due yet: a retry now does nothing, and the server still has neither message.
    expect(await test.deps.mailer.retryDue(new Date())).toBe(0);

    await startSmtp(); // the same port: SMTP_URL has not changed
    // The first retry is due a minute after the failed attempt: run the retry round as the minute timer would then.
    const later = new Date(Date.now() + 61_000);
    expect(await test.deps.mailer.retryDue(later)).toBe(2);

    const signupMail = received.find((mail) => mail.to.includes('bo.down@example.test'));
    expect(signupMail?.subject).toBe(SIGNUP_SUBJECT);
    expect(signupMail?.from).toBe('no-reply@voltara.test');
    expect(signupMail?.raw).toContain('Bo Down');
    const resetMail = received.find((mail) => mail.to.includes('customer@demo.test'));
    expect(resetMail?.subject).toContain('Reset your password');
    expect(resetMail?.raw).toContain('http://localhost:3000/reset-password/');

    expect((await rowsTo('bo.down@example.test'))[0]).toMatchObject({ status: 'sent', lastError: '' });
    expect((await rowsTo('customer@demo.test')).every((row) => row.status === 'sent')).toBe(true);
    // Sent once: another round finds nothing due and the server gets no second copy.
    expect(await test.deps.mailer.retryDue(new Date(Date.now() + 3_600_000))).toBe(0);
    expect(received.filter((mail) => mail.to.includes('bo.down@example.test'))).toHaveLength(1);
  });

  it('a server that accepts the connection but never answers is given up on within seconds; the mail stays pending', async () => {
    await stopSmtp();
    // In its place on the same port, a server that takes connections and says nothing (a hung mail server).
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));

    if (!visitor.xsrf()) await visitor.get('/');
    const started = Date.now();
    const answer = await visitor.mutation('public.content.newsletterSignup', { name: 'Cy Hung', email: 'cy.hung@example.test', privacy: true });
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000); // the visitor does not wait for the mail server's 10 s
    await test.deps.mailer.settled();
    expect(Date.now() - started).toBeLessThan(15_000); // nodemailer's own default would wait 30 s for the greeting
    const [row] = await rowsTo('cy.hung@example.test');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/greeting/i);

    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    await startSmtp();
    expect(await test.deps.mailer.retryDue(new Date(Date.now() + 61_000))).toBe(1);
    expect(received.find((mail) => mail.to.includes('cy.hung@example.test'))?.subject).toBe(SIGNUP_SUBJECT);
    expect((await rowsTo('cy.hung@example.test'))[0]).toMatchObject({ status: 'sent' });
  }, 25_000);
});
