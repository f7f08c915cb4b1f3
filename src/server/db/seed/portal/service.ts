import type { AppDeps } from '../../../deps';

/** Issue 12 demo data for the portal's service (DECISIONS.md "Demo data for the service lifecycle and the portal"). */
export async function seedServiceJobs(_deps: AppDeps): Promise<void> {}
