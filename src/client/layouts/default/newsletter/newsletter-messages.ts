/** Keys of locales/<lang>/newsletter.json for the field messages of SPEC.md sections 5 and 8. */
export type NewsletterErrorKey = 'errors.invalid' | 'errors.agree';

/**
 * The server's field errors as the spec's messages: any error on name or email is 'invalid' ("Missing / invalid
 * information"), one on privacy is 'agree' ("You must agree to our privacy policy").
 */
export function newsletterFieldErrors(errors: Record<string, readonly string[] | undefined>): {
  name?: NewsletterErrorKey;
  email?: NewsletterErrorKey;
  privacy?: NewsletterErrorKey;
} {
  const has = (field: string) => (errors[field]?.length ?? 0) > 0;
  return {
    ...(has('name') ? { name: 'errors.invalid' as const } : {}),
    ...(has('email') ? { email: 'errors.invalid' as const } : {}),
    ...(has('privacy') ? { privacy: 'errors.agree' as const } : {}),
  };
}

/** ?newsletter= values the SPA acts on: the two outcomes of the confirmation link, and a deep link to the form. */
export type NewsletterParam = 'confirmed' | 'invalid' | 'signup';

/**
 * Reads ?newsletter= from a query string and gives the query string without it (to replace the address, so the
 * message shows once and not again on reload). Null when the parameter is absent or unknown.
 */
export function takeNewsletterParam(search: string): { value: NewsletterParam; rest: string } | null {
  const params = new URLSearchParams(search);
  const value = params.get('newsletter');
  if (value !== 'confirmed' && value !== 'invalid' && value !== 'signup') return null;
  params.delete('newsletter');
  const rest = params.toString();
  return { value, rest: rest ? `?${rest}` : '' };
}

/** Splits a translation with one `<link>...</link>` into its three parts (no markup: the whole text is the link). */
export function splitLinkText(text: string): { before: string; link: string; after: string } {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  return match ? { before: match[1]!, link: match[2]!, after: match[3]! } : { before: '', link: text, after: '' };
}
