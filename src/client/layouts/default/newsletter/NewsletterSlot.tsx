import { lazy, Suspense, useState } from 'react';
import { useSearch } from 'wouter';
import { useNewsletter } from './newsletter-context';
import { takeNewsletterParam } from './newsletter-messages';

const NewsletterModal = lazy(() => import('./NewsletterModal'));

/**
 * Where the newsletter modal lives. It is made the first time it is needed, and kept: when the visitor opens it, or
 * when the address carries ?newsletter= with a value the modal acts on (the confirmation link's outcome, or a link to
 * the form; the server renders the page with no other value: route-tables/query.ts). Most visits never
 * need it, so its code (and the dialog's) is not part of the page's first download.
 */
export function NewsletterSlot() {
  const { open } = useNewsletter();
  const search = useSearch();
  const [made, setMade] = useState(false);
  if (!made && (open || takeNewsletterParam(search) !== null)) setMade(true);
  return made ? (
    <Suspense fallback={null}>
      <NewsletterModal />
    </Suspense>
  ) : null;
}
