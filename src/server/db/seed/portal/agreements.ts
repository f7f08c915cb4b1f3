import type { AppDeps } from '../../../deps';

/** Issue 12 demo data for the portal's agreements (DECISIONS.md "Demo data for the service lifecycle and the portal"). */
export async function seedAgreements(_deps: AppDeps): Promise<void> {}
