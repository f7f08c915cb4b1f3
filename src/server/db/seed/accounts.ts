import { randomUUID } from 'node:crypto';
import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../shared/auth/roles';
import type { Auth } from '../../auth/auth';
import { encryptRecoveryCodes, RECOVERY_CODE_ALPHABET } from '../../auth/recovery-codes';
import type { Database } from '../client';
import { accounts, companies, countries, twoFactors, users } from '../schema';

/** DECISIONS.md "Demo data": one account per role, all with this password. */
export const DEMO_PASSWORD = 'Demo-Password-1';
/** admin-2fa@demo.test's TOTP secret (base32, SHA-1, 6 digits, 30 s) so tests can compute codes. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** admin-2fa@demo.test's recovery codes (each works once), in the recovery codes' alphabet: DEMKT-RCV2A … DEMKT-RCVBA. */
export const DEMO_RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `DEMKT-RCV${RECOVERY_CODE_ALPHABET[i]}A`);

const NAMES: Record<Role, string> = {
  user: 'Uma User',
  customer: 'Colin Customer',
  admin: 'Ada Admin',
  'distributor-junior': 'Jonas Junior',
  'distributor-senior': 'Sofie Senior',
  'distributor-junior-plus': 'Jakob Junior-Plus',
  'certified-junior': 'Carla Certified-Junior',
  'certified-junior-plus': 'Casper Certified-Junior-Plus',
  'certified-senior': 'Signe Certified-Senior',
  'certified-senior-plus': 'Soren Certified-Senior-Plus',
};

interface DemoAccount {
  email: string;
  name: string;
  role: Role;
  company: 'nordhavn' | 'iberia' | null;
  twoFactor?: boolean;
}

export function demoAccounts(): DemoAccount[] {
  const perRole = ROLES.map((role): DemoAccount => ({
    email: `${role}@demo.test`,
    name: NAMES[role],
    role,
    company: role.startsWith('distributor') || role.startsWith('certified') ? 'nordhavn' : null,
  }));
  return [
    ...perRole,
    { email: 'admin-2fa@demo.test', name: 'Astrid Admin (2FA)', role: 'admin', company: null, twoFactor: true },
    { email: 'other-senior@demo.test', name: 'Olga Otero', role: 'distributor-senior', company: 'iberia' },
    { email: 'other-junior@demo.test', name: 'Oscar Ortiz', role: 'distributor-junior', company: 'iberia' },
  ];
}

async function countryId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.name, name));
  if (!row) throw new Error(`Seed needs the country ${name}`);
  return row.id;
}

/** The two distributor companies and the demo accounts (passwords hashed by better-auth's own hasher). */
export async function seedAccounts(db: Database, auth: Auth): Promise<void> {
  const [nordhavn] = await db
    .insert(companies)
    .values({ name: 'Nordhavn Inspection ApS', countryId: await countryId(db, 'Denmark') })
    .returning();
  const [iberia] = await db
    .insert(companies)
    .values({ name: 'Iberia Ensayos SL', countryId: await countryId(db, 'Spain') })
    .returning();
  const context = await auth.$context;
  const hash = await context.password.hash(DEMO_PASSWORD);
  const now = new Date();
  for (const account of demoAccounts()) {
    const id = randomUUID();
    const companyId = account.company === 'nordhavn' ? nordhavn!.id : account.company === 'iberia' ? iberia!.id : null;
    await db.insert(users).values({
      id,
      name: account.name,
      email: account.email,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
      role: account.role,
      companyId,
      termsAcceptedAt: now,
      twoFactorEnabled: account.twoFactor === true,
    });
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
      createdAt: now,
      updatedAt: now,
    });
    if (account.twoFactor) {
      // better-auth reads secrets imported from other authenticators as "base32:<secret>".
      await db.insert(twoFactors).values({
        id: randomUUID(),
        userId: id,
        secret: await symmetricEncrypt({ key: context.secretConfig, data: `base32:${DEMO_TOTP_SECRET}` }),
        backupCodes: await encryptRecoveryCodes(context.secretConfig, DEMO_RECOVERY_CODES),
        verified: true,
      });
    }
  }
}
