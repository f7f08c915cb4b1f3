import { issueFormTicket } from '../../src/server/features/enquiries/form-ticket';
import type { TestApp } from './test-app';

/**
 * A genuine form ticket of the test app's server, as if public.enquiries.formTicket had issued it `ageMs` ago
 * (signed with the app's AUTH_SECRET through the server's own function): by default a form a visitor took a minute over.
 */
export const formTicket = (app: TestApp, ageMs = 60_000): string => issueFormTicket(app.deps.env.AUTH_SECRET, Date.now() - ageMs);
