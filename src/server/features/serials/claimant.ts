import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { RateRule } from '../../auth/rate-limit';
import type { AppDeps } from '../../deps';
import { countries, profiles } from '../../db/schema';

/**
 * Registration is throttled per account and per client address (issue 27: one account walked 60 serial numbers in
 * 1.5 s). A person registering a delivery searches a few times and registers once or twice; the address limits are
 * higher because an office shares one. The counters are the database's (docs/decisions/0006).
 */
export const REGISTRATION_LIMITS = {
  searchPerAccount: { limit: 20, windowSeconds: 600 },
  searchPerAddress: { limit: 40, windowSeconds: 600 },
  registerPerAccount: { limit: 10, windowSeconds: 600 },
  registerPerAddress: { limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

export async function limitSearch(deps: AppDeps, actor: Actor, ip: string): Promise<void> {
  await deps.limiter.hit(`registration-search:user:${actor.id}`, REGISTRATION_LIMITS.searchPerAccount);
  await deps.limiter.hit(`registration-search:ip:${ip}`, REGISTRATION_LIMITS.searchPerAddress);
}

export async function limitRegistration(deps: AppDeps, actor: Actor, ip: string): Promise<void> {
  await deps.limiter.hit(`registration:user:${actor.id}`, REGISTRATION_LIMITS.registerPerAccount);
  await deps.limiter.hit(`registration:ip:${ip}`, REGISTRATION_LIMITS.registerPerAddress);
}

/** Who claims an instrument, as they are when claiming: kept with the registration and the claim for the audit trail. */
export interface Claimant {
  claimantName: string;
  claimantEmail: string;
  claimantCompany: string;
  claimantAddress: string;
  claimantIp: string;
}

export async function claimantOf(deps: AppDeps, actor: Pick<Actor, 'id' | 'name' | 'email'>, ip: string): Promise<Claimant> {
  const [profile] = await deps.db
    .select({ profile: profiles, country: countries.name })
    .from(profiles)
    .leftJoin(countries, eq(countries.id, profiles.countryId))
    .where(eq(profiles.userId, actor.id));
  const p = profile?.profile;
  const fullName = p ? `${p.firstName} ${p.lastName}`.trim() : '';
  const address = p ? [p.address1, p.address2, p.address3, p.town, p.county, p.postcode, profile.country ?? ''].map((part) => part.trim()).filter(Boolean).join(', ') : '';
  return {
    claimantName: fullName || actor.name,
    claimantEmail: actor.email,
    claimantCompany: p?.companyName ?? '',
    claimantAddress: address,
    claimantIp: ip,
  };
}
