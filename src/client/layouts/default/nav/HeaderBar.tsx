import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { CONTACT_PHONE, SOCIAL_LINKS } from '../../../../shared/settings/site';
import { useNewsletter } from '../newsletter/newsletter-context';
import { MailIcon, PhoneIcon, SOCIAL_ICONS } from './icons';

/**
 * Where the newsletter link points: the sign-up deep link the newsletter modal understands, so a middle click or a
 * copied link opens the form too. A plain click opens the modal in place.
 */
export const NEWSLETTER_HREF = '?newsletter=signup';

/**
 * The header bar (SPEC.md sections 2 and 9): the contact phone number, the newsletter link that opens the sign-up
 * modal, and the five social links (new tab, no opener, no referrer).
 */
export function HeaderBar() {
  const { t } = useTranslation('nav');
  const { setOpen } = useNewsletter();

  const openNewsletter = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(true);
  };

  const item = 'inline-flex min-h-8 items-center gap-1.5 rounded px-1.5 text-white/85 hover:text-white hover:underline';
  return (
    <div className="bg-navy-950 text-xs">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-2.5">
        <div className="flex flex-wrap items-center gap-x-3">
          <a href={`tel:${CONTACT_PHONE.tel}`} className={item}>
            <PhoneIcon width="16" height="16" />
            <span className="sr-only">{t('bar.phone')} </span>
            <span className="tabular">{CONTACT_PHONE.display}</span>
          </a>
          <a href={NEWSLETTER_HREF} aria-haspopup="dialog" className={item} onClick={openNewsletter}>
            <MailIcon width="16" height="16" />
            {t('bar.newsletter')}
          </a>
        </div>
        <ul className="flex items-center" aria-label={t('bar.social')}>
          {SOCIAL_LINKS.map((link) => {
            const Icon = SOCIAL_ICONS[link.network];
            return (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-8 items-center justify-center rounded text-white/85 hover:bg-white/10 hover:text-white"
                >
                  <Icon width="18" height="18" />
                  <span className="sr-only">{t('bar.newTab', { network: link.label })}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
