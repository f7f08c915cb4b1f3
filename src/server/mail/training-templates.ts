import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** Sent once, before a training certificate expires, with a link to the course to renew it. */
export function trainingExpiryMail(to: string, reminder: { course: string; number: string; date: string; courseUrl: string }, locale: Locale): MailMessage {
  const w = serverTexts(locale).mail.training;
  const values = { course: reminder.course, number: reminder.number, date: reminder.date };
  const intro = fill(w.intro, values);
  const text = `${intro}\n\n${w.why}\n\n${labelled(locale, w.renew, reminder.courseUrl)}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.why)}</p><p><a href="${escapeHtml(reminder.courseUrl)}">${escapeHtml(w.renew)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fill(w.subject, values), text, html };
}
