import type { AppDeps } from '../../deps';

/** Where a customer sees a return in the account (linked from every e-mail about it). */
export const returnUrl = (deps: AppDeps, id: number) => `${deps.env.APP_URL}/account/returns/${id}`;
