import { countryLabel } from '../../shared/countries/country-names';
import { labelled } from '../../shared/punctuation';
import { formatDateTime } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** The lead an e-mail is about: enough to recognise it, never another company's name. */
export interface LeadMailFacts {
  prospect: string;
  country: string;
  deadlineAt: Date;
  leadUrl: string;
}

/** The deadline as the recipient reads it: date and time in their language's style, with the zone (UTC). */
function deadlineText(at: Date, locale: Locale): string {
  return formatDateTime(at, locale, { long: true, timeZone: 'UTC', showZone: true });
}

function compose(to: string, subject: string, intro: string, why: string, facts: LeadMailFacts, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.leads;
  const values = { prospect: facts.prospect, country: facts.country ? countryLabel(facts.country, locale) : '—', deadline: deadlineText(facts.deadlineAt, locale) };
  const first = fill(intro, values);
  const second = fill(why, values);
  const text = `${first}\n\n${second}\n\n${labelled(locale, w.open, facts.leadUrl)}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(first)}</p><p>${escapeHtml(second)}</p><p><a href="${escapeHtml(facts.leadUrl)}">${escapeHtml(w.open)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fill(subject, values), text, html };
}

/** To each member of the company a lead is offered to. */
export function newLeadMail(to: string, facts: LeadMailFacts, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.leads;
  return compose(to, w.newSubject, w.newIntro, w.newWhy, facts, locale);
}

/** Once per offer, some hours before its deadline (the settings), while it is still unanswered. */
export function leadDeadlineMail(to: string, facts: LeadMailFacts, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.leads;
  return compose(to, w.nearSubject, w.nearIntro, w.nearWhy, facts, locale);
}
