import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

interface Words {
  soon: { subject: string; intro: string };
  due: { subject: string; intro: string };
  why: string;
  book: string;
  stop: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    soon: { subject: 'Calibration due soon: {instrument} {serial}', intro: 'Your {instrument}, serial number {serial}, is due for calibration on {date}.' },
    due: { subject: 'Calibration due today: {instrument} {serial}', intro: 'Your {instrument}, serial number {serial}, is due for calibration today ({date}).' },
    why: 'A yearly calibration keeps your test results traceable and your inspections accepted.',
    book: 'Book the calibration',
    stop: 'You receive these reminders because your instrument is registered to your account. You can turn them off in your contact preferences.',
  },
  de: {
    soon: { subject: 'Kalibrierung bald fällig: {instrument} {serial}', intro: 'Ihr {instrument} mit der Seriennummer {serial} ist am {date} zur Kalibrierung fällig.' },
    due: { subject: 'Kalibrierung heute fällig: {instrument} {serial}', intro: 'Ihr {instrument} mit der Seriennummer {serial} ist heute ({date}) zur Kalibrierung fällig.' },
    why: 'Eine jährliche Kalibrierung hält Ihre Prüfergebnisse rückführbar und Ihre Prüfungen anerkannt.',
    book: 'Kalibrierung buchen',
    stop: 'Sie erhalten diese Erinnerungen, weil Ihr Gerät auf Ihr Konto registriert ist. Sie können sie in Ihren Kontakteinstellungen abschalten.',
  },
  es: {
    soon: { subject: 'Calibración próxima: {instrument} {serial}', intro: 'Su {instrument}, número de serie {serial}, debe calibrarse el {date}.' },
    due: { subject: 'Calibración hoy: {instrument} {serial}', intro: 'Su {instrument}, número de serie {serial}, debe calibrarse hoy ({date}).' },
    why: 'Una calibración anual mantiene la trazabilidad de sus resultados y la aceptación de sus inspecciones.',
    book: 'Solicitar la calibración',
    stop: 'Recibe estos avisos porque su instrumento está registrado en su cuenta. Puede desactivarlos en sus preferencias de contacto.',
  },
  fr: {
    soon: { subject: 'Étalonnage bientôt dû\u00a0: {instrument} {serial}', intro: 'Votre {instrument}, numéro de série {serial}, doit être étalonné le {date}.' },
    due: { subject: "Étalonnage dû aujourd'hui\u00a0: {instrument} {serial}", intro: "Votre {instrument}, numéro de série {serial}, doit être étalonné aujourd'hui ({date})." },
    why: 'Un étalonnage annuel garde vos résultats raccordés et vos contrôles acceptés.',
    book: "Réserver l'étalonnage",
    stop: 'Vous recevez ces rappels parce que votre instrument est enregistré sur votre compte. Vous pouvez les désactiver dans vos préférences de contact.',
  },
  nl: {
    soon: { subject: 'Kalibratie binnenkort: {instrument} {serial}', intro: 'Uw {instrument} met serienummer {serial} moet op {date} gekalibreerd worden.' },
    due: { subject: 'Kalibratie vandaag: {instrument} {serial}', intro: 'Uw {instrument} met serienummer {serial} moet vandaag ({date}) gekalibreerd worden.' },
    why: 'Een jaarlijkse kalibratie houdt uw meetresultaten herleidbaar en uw inspecties geaccepteerd.',
    book: 'Kalibratie boeken',
    stop: 'U ontvangt deze herinneringen omdat uw instrument op uw account is geregistreerd. U kunt ze uitzetten in uw contactvoorkeuren.',
  },
  pt: {
    soon: { subject: 'Calibração em breve: {instrument} {serial}', intro: 'O seu {instrument}, número de série {serial}, deve ser calibrado a {date}.' },
    due: { subject: 'Calibração hoje: {instrument} {serial}', intro: 'O seu {instrument}, número de série {serial}, deve ser calibrado hoje ({date}).' },
    why: 'Uma calibração anual mantém os seus resultados rastreáveis e as suas inspeções aceites.',
    book: 'Marcar a calibração',
    stop: 'Recebe estes lembretes porque o seu instrumento está registado na sua conta. Pode desativá-los nas suas preferências de contacto.',
  },
};


/** A calibration-due reminder (30 days before, and on the day), with a link that books that instrument's calibration. */
export function calibrationReminderMail(
  to: string,
  reminder: { kind: '30-days' | 'due'; instrument: string; serial: string; date: string; bookUrl: string },
  locale: Locale,
): MailMessage {
  const w = WORDS[locale];
  const words = reminder.kind === 'due' ? w.due : w.soon;
  const values = { instrument: reminder.instrument, serial: reminder.serial, date: reminder.date };
  const intro = fillTemplate(words.intro, values);
  const text = `${intro}\n\n${w.why}\n\n${labelled(locale, w.book, reminder.bookUrl)}\n\n${w.stop}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.why)}</p><p><a href="${escapeHtml(reminder.bookUrl)}">${escapeHtml(w.book)}</a></p><p style="color:#5b6470">${escapeHtml(w.stop)}</p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fillTemplate(words.subject, values), text, html };
}
