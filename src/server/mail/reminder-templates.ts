import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import { fill, serverTexts } from '../texts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './text';

/** A calibration-due reminder (30 days before, and on the day), with a link that books that instrument's calibration. */
export function calibrationReminderMail(
  to: string,
  reminder: { kind: '30-days' | 'due'; instrument: string; serial: string; date: string; bookUrl: string },
  locale: Locale,
): MailMessage {
  const w = serverTexts(locale).mail.calibrationReminder;
  const words = reminder.kind === 'due' ? w.due : w.soon;
  const values = { instrument: reminder.instrument, serial: reminder.serial, date: reminder.date };
  const intro = fill(words.intro, values);
  const text = `${intro}\n\n${w.why}\n\n${labelled(locale, w.book, reminder.bookUrl)}\n\n${w.stop}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.why)}</p><p><a href="${escapeHtml(reminder.bookUrl)}">${escapeHtml(w.book)}</a></p><p style="color:#5b6470">${escapeHtml(w.stop)}</p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fill(words.subject, values), text, html };
}
