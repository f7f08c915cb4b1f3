import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** The four e-mails of a claim that waits (docs/decisions/0030): to the claimant, to who confirms, the decision. */
type Kind = 'waiting' | 'toConfirm' | 'confirmed' | 'refused';

export interface ClaimMailDetails {
  name: string;
  serial: string;
  product: string;
  url: string;
  claimant?: string;
  email?: string;
  company?: string;
  address?: string;
  endCustomer?: string;
  reason?: string;
}

/** One of the claim e-mails in the recipient's language. */
export function claimMail(kind: Kind, to: string, details: ClaimMailDetails, locale: Locale): MailMessage {
  const { common, claims } = serverTexts(locale).mail;
  const w = claims[kind];
  const values: Record<string, string> = {
    name: details.name,
    serial: details.serial,
    product: details.product,
    claimant: details.claimant ?? '',
    email: details.email ?? '',
    company: details.company ? `, ${details.company}` : '',
    address: details.address || '—',
    endCustomer: details.endCustomer ?? '',
  };
  // The body's paragraphs are numbered keys ("1", "2" ...), which objects keep in their numeric order.
  const paragraphs = [fill(common.dear, values), ...Object.values(w.body).map((line) => fill(line, values))];
  if (kind === 'refused' && details.reason) paragraphs.splice(2, 0, labelled(locale, claims.reasonLabel, details.reason));
  const text = `${paragraphs.join('\n\n')}\n\n${labelled(locale, w.action, details.url)}\n\n${BRAND.name}`;
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(details.url)}">${escapeHtml(w.action)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fill(w.subject, values), text, html };
}
