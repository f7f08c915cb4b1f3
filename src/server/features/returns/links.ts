import type { AppDeps } from '../../deps';

/** Where a customer sees a return in the account (linked from every e-mail about it). */
export const returnUrl = (deps: AppDeps, id: number) => `${deps.env.APP_URL.replace(/\/$/, '')}/account/returns/${id}`;
