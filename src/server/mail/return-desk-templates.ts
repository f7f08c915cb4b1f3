import type { Locale } from '../../shared/locales';
import { colonAfter, labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** What Voltara's service desk is told when the owner of a return cancels it before the parcel arrived. */
export interface ReturnCancelledFacts {
  rma: string;
  /** Who cancelled it: their name and e-mail address. */
  by: string;
  /** The partner company that booked it for an end customer; empty for a customer's own return. */
  company: string;
  /** The items, as the list shows them ("VH-15 Portable DC Holiday Detector (DEMO-1001)"). */
  items: string[];
  adminUrl: string;
}

/** One mail to the service desk about a return its owner cancelled, in the desk's language. */
export function returnCancelledDeskMail(to: string, facts: ReturnCancelledFacts, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.returnDesk;
  const intro = fill(w.intro, { by: facts.by, rma: facts.rma });
  const lines = [
    intro,
    ...(facts.company ? [labelled(locale, w.company, facts.company)] : []),
    `${colonAfter(w.items, locale)}\n${facts.items.map((item) => `- ${item}`).join('\n')}`,
    w.next,
    labelled(locale, w.open, facts.adminUrl),
    BRAND.name,
  ];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    facts.company ? `<p><strong>${escapeHtml(colonAfter(w.company, locale))}</strong> ${escapeHtml(facts.company)}</p>` : '',
    `<p><strong>${escapeHtml(colonAfter(w.items, locale))}</strong></p><ul>${facts.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(w.next)}</p>`,
    `<p><a href="${escapeHtml(facts.adminUrl)}">${escapeHtml(w.open)}</a></p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to, subject: fill(w.subject, { rma: facts.rma }), text: lines.join('\n\n'), html };
}
