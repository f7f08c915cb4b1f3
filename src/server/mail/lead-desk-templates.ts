import { countryLabel } from '../../shared/countries/country-names';
import { colonAfter, labelled } from '../../shared/punctuation';
import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/**
 * Mails to Voltara's own leads desk (not to partners): a lead came back (rejected, or its deadline passed), or a
 * partner registered a deal that waits for confirmation. Voltara's side may read which company and why.
 */
export type LeadDeskEvent = 'rejected' | 'expired' | 'registered' | 'conflict';

export interface LeadDeskFacts {
  event: LeadDeskEvent;
  prospect: string;
  country: string;
  /** The company that let it go, or that registered it. */
  company: string;
  /** The partner's reason for a rejection; empty otherwise. */
  reason: string;
  adminUrl: string;
}

/** One mail to the leads desk about one lead. */
export function leadDeskMail(to: string, facts: LeadDeskFacts, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.leadDesk;
  const values = { prospect: facts.prospect, country: facts.country ? countryLabel(facts.country, locale) : '—', company: facts.company || '—' };
  const paragraphs = [fill(w.intro[facts.event], values), fill(w.next[facts.event], values)];
  const reason = facts.reason ? labelled(locale, w.reason, facts.reason) : '';
  const text = [...paragraphs, ...(reason ? [reason] : []), labelled(locale, w.open, facts.adminUrl), BRAND.name].join('\n\n');
  const html = [
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    reason ? `<p><strong>${escapeHtml(colonAfter(w.reason, locale))}</strong> ${escapeHtml(facts.reason)}</p>` : '',
    `<p><a href="${escapeHtml(facts.adminUrl)}">${escapeHtml(w.open)}</a></p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to, subject: fill(w.subject[facts.event], values), text, html };
}
