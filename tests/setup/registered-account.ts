import { and, desc, eq, like } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

export interface Registration {
  name: string;
  email: string;
  password: string;
  marketing?: boolean;
  dealer_sharing?: boolean;
}

/** The token of the newest confirmation link mailed to `email` (the outbox holds mail when no SMTP server is set). */
export async function confirmationToken(test: TestApp, email: string): Promise<string> {
  const [mail] = await test.deps.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.text, '%/verify-email/%')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/verify-email\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  return token;
}

/**
 * Registers through public.register as a visitor does, follows the mailed confirmation link and signs in: what a new
 * user does before using the account (docs/decisions/0033).
 */
export async function registerConfirmed(test: TestApp, client: HttpClient, person: Registration): Promise<void> {
  const { password, ...rest } = person;
  const registered = await client.mutation('public.register', { ...rest, password, password_confirmation: password, terms: true });
  if (registered.status !== 200) throw new Error(`registration failed for ${person.email}: ${JSON.stringify(registered.json)}`);
  const confirmed = await client.mutation('public.verifyEmail', { token: await confirmationToken(test, person.email) });
  if (confirmed.status !== 200) throw new Error(`confirmation failed for ${person.email}: ${JSON.stringify(confirmed.json)}`);
  await client.signIn(person.email, password);
}
