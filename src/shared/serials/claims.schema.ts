import { z } from 'zod';

/**
 * Claims to instruments (docs/decisions/0030). A claim waits (`pending`) until the selling company or Voltara confirms
 * it (`confirmed`: the claimant owns the instrument) or refuses it (`refused`); a claim still waiting when someone else
 * became the owner is `superseded`.
 */
export const CLAIM_STATUSES = ['pending', 'confirmed', 'refused', 'superseded'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How an owner came to own an instrument, kept with each registration. */
export const REGISTRATION_BASES = ['direct', 'end-customer', 'confirmed', 'transfer'] as const;
export type RegistrationBasis = (typeof REGISTRATION_BASES)[number];

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The selling company's or Voltara's answer to a waiting claim; a refusal says why (the claimant is told). */
export const ClaimDecisionSchema = z.object({
  id,
  decision: z.enum(['confirm', 'refuse']),
  reason: z.string().trim().max(500).default(''),
});

/** /admin/serials/{id}: give the instrument to another account (by its e-mail), or take it from its owner. */
export const OwnershipTransferSchema = z.object({
  serialId: id,
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  reason: z.string().trim().min(1).max(500),
});
export const OwnershipReleaseSchema = z.object({ serialId: id, reason: z.string().trim().min(1).max(500) });
export const SerialClaimsSchema = z.object({ serialId: id });

/** A claim as the selling company and Voltara see it. */
export interface ClaimRow {
  id: number;
  status: ClaimStatus;
  serial: { id: number; number: string; model: string };
  endCustomer: string;
  soldBy: string | null;
  claimant: { name: string; email: string; company: string; address: string };
  purchaseDate: string | null;
  createdAt: string;
  decidedAt: string | null;
  reason: string;
}

/** A claim as the claimant sees it: the instrument and where the claim stands, never who else is involved. */
export interface MyClaim {
  id: number;
  status: ClaimStatus;
  number: string;
  model: string;
  productName: string;
  createdAt: string;
  decidedAt: string | null;
  reason: string;
}
