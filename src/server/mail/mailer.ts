import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { StopJob } from '../jobs/hourly';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Puts the message in the outbox and returns: held (no SMTP configured), or pending, handed to the SMTP server just
   * after, outside the caller's request (a slow or absent mail server never holds up a visitor's form), and retried
   * when the server could not take it. Never throws for a delivery failure: the caller's own work is already saved.
   */
  send(message: MailMessage): Promise<void>;
  /** `send` for several messages, put in the outbox in one write (a form's notice to the office and receipt). */
  sendAll(messages: readonly MailMessage[]): Promise<void>;
  /** Sends the pending messages that are due; returns how many were sent. Safe to run on several instances at once. */
  retryDue(now?: Date): Promise<number>;
  /** Resolves once the deliveries started by send() so far have been tried (tests, and a graceful stop). */
  settled(): Promise<void>;
}

/** After this many failed attempts a message is marked failed (it stays readable in the admin logs). */
export const MAX_ATTEMPTS = 8;
const MINUTE = 60_000;

/** Waits between attempts: 1, 2, 4 ... minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * MINUTE, 6 * 60 * MINUTE);
}

type Deliver = (message: MailMessage) => Promise<void>;

/**
 * How long one attempt may wait on the SMTP server. nodemailer's own defaults (2 minutes to connect, 30 s for the
 * greeting, 10 minutes of silence mid-transfer) would let a server that accepts connections but never answers hold a
 * retry round, and a graceful stop, for minutes, and outlast the 10-minute claim on the row, so that another
 * instance could send the same message again. A dead server is given up on within seconds; the retries take it.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 } as const;

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table (read in the admin logs). */
export function createMailer(db: Database, smtpUrl: string | undefined, from: string, deliverWith?: Deliver): Mailer {
  if (!smtpUrl && !deliverWith) {
    const hold = async (messages: readonly MailMessage[]) => {
      if (messages.length > 0) await db.insert(outbox).values(messages.map((message) => ({ ...message, status: 'held' as const })));
    };
    return {
      send: (message) => hold([message]),
      sendAll: hold,
      async retryDue() {
        return 0;
      },
      async settled() {},
    };
  }
  let transport: Transporter | null = null;
  const deliver: Deliver =
    deliverWith ??
    (async (message) => {
      // Settings in SMTP_URL's query string (…?greetingTimeout=…) still take precedence over these.
      transport ??= nodemailer.createTransport({ url: smtpUrl!, ...SMTP_TIMEOUTS });
      await transport.sendMail({ from, ...message });
    });
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

  const inFlight = new Set<Promise<void>>();

  /** One attempt at a claimed row: sent, or its next attempt scheduled (failed after MAX_ATTEMPTS). */
  const attempt = async (row: typeof outbox.$inferSelect, now: Date): Promise<boolean> => {
    try {
      await deliver({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lastError: '' }).where(eq(outbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: reason(error),
          ...(attempts >= MAX_ATTEMPTS ? { status: 'failed' as const, nextAttemptAt: null } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }),
        })
        .where(eq(outbox.id, row.id));
      return false;
    }
  };

  /** Claims a due row by moving its next attempt on: another instance's identical UPDATE then matches nothing. */
  const claim = async (id: number, now: Date) => {
    const [claimed] = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + 10 * MINUTE) })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
      .returning();
    return claimed;
  };

  const queue = async (messages: readonly MailMessage[]) => {
    if (messages.length === 0) return;
    const now = new Date();
    const queued = await db
      .insert(outbox)
      .values(messages.map((message) => ({ ...message, status: 'pending' as const, attempts: 0, nextAttemptAt: now })))
      .returning({ id: outbox.id });
    for (const { id } of queued) {
      const delivery = (async () => {
        const claimed = await claim(id, now);
        if (claimed) await attempt(claimed, new Date());
      })()
        .catch(() => undefined) // the row stays pending and due: the retries take it
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    }
  };

  return {
    send: (message) => queue([message]),
    sendAll: queue,
    async settled() {
      await Promise.all([...inFlight]);
    },
    async retryDue(now = new Date()) {
      const due = await db
        .select({ id: outbox.id, attempts: outbox.attempts })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(50);
      let sent = 0;
      for (const row of due) {
        const claimed = await claim(row.id, now);
        if (claimed && (await attempt(claimed, now))) sent += 1;
      }
      return sent;
    },
  };
}

/** Retries the pending e-mails every minute (an unref'd timer: it never keeps the process alive). */
export function startMailRetries(mailer: Mailer, onError: (error: unknown) => void): StopJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = mailer
      .retryDue()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, MINUTE);
  timer.unref();
  // Stopping waits for a retry round under way, so a mail being handed to the server is marked sent or left pending.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
