import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

interface Words {
  subject: string;
  intro: string;
  why: string;
  renew: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: 'Training certificate expiring: {course}',
    intro: 'Your training certificate {number} for "{course}" expires on {date}.',
    why: 'Renew it by taking the course test again before then, so you can keep showing a valid certificate on site.',
    renew: 'Renew the course',
  },
  de: {
    subject: 'Schulungszertifikat läuft ab: {course}',
    intro: 'Ihr Schulungszertifikat {number} für „{course}“ läuft am {date} ab.',
    why: 'Erneuern Sie es, indem Sie den Kurstest vorher erneut ablegen, damit Sie vor Ort weiterhin ein gültiges Zertifikat vorweisen können.',
    renew: 'Kurs erneuern',
  },
  es: {
    subject: 'Su certificado de formación caduca: {course}',
    intro: 'Su certificado de formación {number} de «{course}» caduca el {date}.',
    why: 'Renuévelo repitiendo el examen del curso antes de esa fecha para seguir presentando un certificado válido en obra.',
    renew: 'Renovar el curso',
  },
  fr: {
    subject: 'Certificat de formation bientôt expiré\u00a0: {course}',
    intro: 'Votre certificat de formation {number} pour «\u00a0{course}\u00a0» expire le {date}.',
    why: 'Renouvelez-le en repassant le test du cours avant cette date afin de pouvoir toujours présenter un certificat valide sur site.',
    renew: 'Renouveler le cours',
  },
  nl: {
    subject: 'Trainingscertificaat verloopt: {course}',
    intro: 'Uw trainingscertificaat {number} voor "{course}" verloopt op {date}.',
    why: 'Verleng het door de cursustoets vóór die datum opnieuw te maken, zodat u op locatie een geldig certificaat kunt blijven tonen.',
    renew: 'Cursus verlengen',
  },
  pt: {
    subject: 'Certificado de formação a expirar: {course}',
    intro: 'O seu certificado de formação {number} de "{course}" expira a {date}.',
    why: 'Renove-o repetindo o teste do curso antes dessa data, para continuar a apresentar um certificado válido em obra.',
    renew: 'Renovar o curso',
  },
};

/** Sent once, before a training certificate expires, with a link to the course to renew it. */
export function trainingExpiryMail(to: string, reminder: { course: string; number: string; date: string; courseUrl: string }, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const values = { course: reminder.course, number: reminder.number, date: reminder.date };
  const intro = fillTemplate(w.intro, values);
  const text = `${intro}\n\n${w.why}\n\n${labelled(locale, w.renew, reminder.courseUrl)}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(intro)}</p><p>${escapeHtml(w.why)}</p><p><a href="${escapeHtml(reminder.courseUrl)}">${escapeHtml(w.renew)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fillTemplate(w.subject, values), text, html };
}
