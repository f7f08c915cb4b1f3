import { z } from 'zod';
import { accepted, msg, oneLine } from '../validation';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './password-rules';

const email = z.email().max(255);

/**
 * "password" must equal "password_confirmation". Checked even when other fields fail (zod skips object refinements
 * after any issue unless told when), so a form shows every error at once.
 */
const passwordsMatch = {
  path: ['password'],
  message: msg('confirmed'),
  // Only on an object: a body that is not one (null, an array) has failed already and has no fields to compare.
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => issue.path?.[0] === 'password' || issue.path?.[0] === 'password_confirmation'),
};
const matching = (data: { password?: unknown; password_confirmation?: unknown }) => data.password === data.password_confirmation;
const newPassword = z.string().min(NEW_PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const SignInSchema = z.object({
  email,
  password: z.string().min(1).max(128),
  remember: z.boolean().default(false),
});

/** Registration: terms-and-privacy consent is required; dealer sharing and marketing are optional. */
export const RegisterSchema = z
  .object({
    name: oneLine(255).min(1),
    email,
    password: newPassword,
    password_confirmation: z.string().max(128),
    terms: accepted(),
    dealer_sharing: z.boolean().default(false),
    marketing: z.boolean().default(false),
  })
  .refine(matching, passwordsMatch);

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    email: z.string().max(255).optional(),
    password: newPassword,
    password_confirmation: z.string().max(128),
  })
  .refine(matching, passwordsMatch);

export const ConfirmPasswordSchema = z.object({ password: z.string().min(1).max(128) });

export const ChangePasswordSchema = z
  .object({
    current_password: z.string().min(1).max(128),
    password: newPassword,
    password_confirmation: z.string().max(128),
  })
  .refine(matching, passwordsMatch);

/** Either a 6-digit authenticator code or one of the recovery codes. */
export const TwoFactorChallengeSchema = z.union([
  z.object({ code: z.string().trim().regex(/^\d{6}$/, msg('code')) }),
  z.object({ recovery_code: z.string().trim().min(1).max(32) }),
]);

export const TwoFactorCodeSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, msg('code')) });

/** Password confirmation stays valid for 3 hours (DECISIONS.md "Auth"). */
export const PASSWORD_CONFIRMATION_MS = 3 * 60 * 60 * 1000;

/** The user as GET /api/user and the SPA see it. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string;
  locale: string;
  company_id: number | null;
  two_factor_enabled: boolean;
}
