import { z } from 'zod';
import type { Locale } from '../locales';
import { accepted, oneLine } from '../validation';

/** POST /api/newsletter: the privacy policy must be agreed to (SPEC.md section 5: 'agree'). */
export const NewsletterSignupSchema = z.object({
  name: oneLine(255).min(1),
  email: z.email().max(255),
  privacy: accepted(),
});
export type NewsletterSignup = z.input<typeof NewsletterSignupSchema>;

/**
 * The one answer to every valid sign-up, new or already subscribed, so the form never reveals whether an address is
 * on the list.
 */
export const NEWSLETTER_SIGNUP_MESSAGE: Record<Locale, string> = {
  en: 'Thank you! Please check your inbox to confirm your subscription.',
  de: 'Vielen Dank! Bitte prüfen Sie Ihren Posteingang, um Ihr Abonnement zu bestätigen.',
  es: '¡Gracias! Revise su bandeja de entrada para confirmar su suscripción.',
  fr: 'Merci ! Veuillez consulter votre boîte de réception pour confirmer votre abonnement.',
  nl: 'Bedankt! Controleer uw inbox om uw inschrijving te bevestigen.',
  pt: 'Obrigado! Verifique a sua caixa de entrada para confirmar a sua subscrição.',
};

/** Where GET /api/newsletter/confirm sends the visitor; the SPA shows a notice for each outcome. */
export const NEWSLETTER_CONFIRMED_PATH = '/?newsletter=confirmed';
export const NEWSLETTER_INVALID_PATH = '/?newsletter=invalid';
