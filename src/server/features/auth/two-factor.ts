import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { createOTP } from '@better-auth/utils/otp';
import { generateRandomString, symmetricEncrypt } from 'better-auth/crypto';
import { TwoFactorCodeSchema } from '../../../shared/auth/auth.schema';
import { BRAND } from '../../../shared/settings/brand';
import { decryptRecoveryCodes, encryptRecoveryCodes, generateRecoveryCodes } from '../../auth/recovery-codes';
import { RULES } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { twoFactors, users } from '../../db/schema';
import { DomainError, validationError } from '../../errors';
import { fieldMessage } from '../../validation';
import { betterAuthCode } from './better-auth-errors';
import { requireConfirmedPassword } from './password';
import type { Ctx } from '../../service-context';

/**
 * Two-factor settings behind /confirm-password. better-auth's own enable/disable endpoints ask for the password on
 * every call, so these write its two_factors table with its own primitives (same encryption, same code format) and
 * leave verification, the sign-in challenge and recovery-code use to better-auth (docs/decisions/0002).
 */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qr_svg: string;
}

async function secretKey(deps: AppDeps) {
  return (await deps.auth.$context).secretConfig;
}

export async function twoFactorStatus(ctx: Ctx<'deps' | 'actor'>) {
  const { deps, actor } = ctx;
  const [row] = await deps.db.select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, actor.id));
  return { enabled: actor.twoFactorEnabled, pending: !actor.twoFactorEnabled && row?.verified === false };
}

/** Starts enabling: stores a new secret (not yet active) and returns the QR code and the secret to type in. */
export async function beginTwoFactor(ctx: Ctx<'deps' | 'actor' | 'now'>): Promise<TwoFactorSetup> {
  const { deps, actor } = ctx;
  requireConfirmedPassword(ctx);
  if (actor.twoFactorEnabled) throw new DomainError(422, 'Two-factor authentication is already enabled.');
  const key = await secretKey(deps);
  const secret = generateRandomString(32);
  const row = {
    secret: await symmetricEncrypt({ key, data: secret }),
    backupCodes: await encryptRecoveryCodes(deps.env.AUTH_SECRET, generateRecoveryCodes()),
    verified: false,
  };
  await deps.db.delete(twoFactors).where(eq(twoFactors.userId, actor.id));
  await deps.db.insert(twoFactors).values({ id: randomUUID(), userId: actor.id, ...row });
  const uri = createOTP(secret, { digits: 6, period: 30 }).url(BRAND.name, actor.email);
  const base32 = new URL(uri).searchParams.get('secret') ?? '';
  return { secret: base32, uri, qr_svg: await QRCode.toString(uri, { type: 'svg', margin: 1, width: 192 }) };
}

async function readRecoveryCodes(deps: AppDeps, userId: string): Promise<string[]> {
  const [row] = await deps.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return [];
  return decryptRecoveryCodes(deps.env.AUTH_SECRET, row.backupCodes);
}

/** Turns two-factor on once a valid code proves the authenticator works; returns the recovery codes, shown once. */
export async function confirmTwoFactor(ctx: Ctx<'deps' | 'actor' | 'locale' | 'now' | 'scope'>, data: z.output<typeof TwoFactorCodeSchema>): Promise<string[]> {
  const { deps, scope, actor, locale } = ctx;
  requireConfirmedPassword(ctx);
  await deps.limiter.hit(`two-factor-confirm:${actor.id}`, RULES.twoFactor);
  try {
    const { headers } = await deps.auth.api.verifyTOTP({ body: { code: data.code }, headers: scope.headers, returnHeaders: true });
    scope.setCookies(headers.getSetCookie());
  } catch (error) {
    const code = betterAuthCode(error);
    if (code !== null) throw validationError({ code: [fieldMessage('code', 'code', locale)] });
    throw error;
  }
  return readRecoveryCodes(deps, actor.id);
}

/** New recovery codes replace the old ones, which stop working. */
export async function regenerateRecoveryCodes(ctx: Ctx<'deps' | 'actor' | 'now'>): Promise<string[]> {
  const { deps, actor } = ctx;
  requireConfirmedPassword(ctx);
  if (!actor.twoFactorEnabled) throw new DomainError(422, 'Two-factor authentication is not enabled.');
  const codes = generateRecoveryCodes();
  await deps.db
    .update(twoFactors)
    .set({ backupCodes: await encryptRecoveryCodes(deps.env.AUTH_SECRET, codes) })
    .where(and(eq(twoFactors.userId, actor.id), eq(twoFactors.verified, true)));
  return codes;
}

export async function disableTwoFactor(ctx: Ctx<'deps' | 'actor' | 'now'>): Promise<void> {
  const { deps, actor } = ctx;
  requireConfirmedPassword(ctx);
  await deps.db.delete(twoFactors).where(eq(twoFactors.userId, actor.id));
  await deps.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, actor.id));
}
