import { z } from 'zod';
import { accepted, oneLine } from '../validation';

/** POST /api/newsletter: the privacy policy must be agreed to (SPEC.md section 5: 'agree'). */
export const NewsletterSignupSchema = z.object({
  name: oneLine(255).min(1),
  email: z.email().max(255),
  privacy: accepted(),
});

/** Where GET /api/newsletter/confirm sends the visitor; the SPA shows a notice for each outcome. */
export const NEWSLETTER_CONFIRMED_PATH = '/?newsletter=confirmed';
export const NEWSLETTER_INVALID_PATH = '/?newsletter=invalid';
