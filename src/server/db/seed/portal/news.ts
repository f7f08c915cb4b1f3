import type { AppDeps } from '../../../deps';

/** Issue 12 demo data for the portal's news (DECISIONS.md "Demo data for the service lifecycle and the portal"). */
export async function seedNews(_deps: AppDeps): Promise<void> {}
