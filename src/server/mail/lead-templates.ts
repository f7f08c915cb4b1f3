import { countryLabel } from '../../shared/countries/country-names';
import { labelled } from '../../shared/punctuation';
import { formatDateTime } from '../../shared/format';
import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

/** The lead an e-mail is about: enough to recognise it, never another company's name. */
export interface LeadMailFacts {
  prospect: string;
  country: string;
  deadlineAt: Date;
  leadUrl: string;
}

interface Words {
  newSubject: string;
  newIntro: string;
  newWhy: string;
  nearSubject: string;
  nearIntro: string;
  nearWhy: string;
  open: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    newSubject: 'New lead: {prospect}',
    newIntro: 'Voltara has offered your company a new lead: {prospect} ({country}).',
    newWhy: 'Please accept or reject it by {deadline}. A lead not answered in time goes back to Voltara for another partner.',
    nearSubject: 'Lead deadline near: {prospect}',
    nearIntro: 'The lead {prospect} ({country}) is still waiting for your answer.',
    nearWhy: 'Accept or reject it by {deadline}, or it goes back to Voltara for another partner.',
    open: 'Open the lead',
  },
  de: {
    newSubject: 'Neuer Lead: {prospect}',
    newIntro: 'Voltara hat Ihrem Unternehmen einen neuen Lead angeboten: {prospect} ({country}).',
    newWhy: 'Bitte nehmen Sie ihn bis {deadline} an oder lehnen Sie ihn ab. Ein nicht rechtzeitig beantworteter Lead geht an Voltara zurück und wird einem anderen Partner angeboten.',
    nearSubject: 'Frist für Lead läuft bald ab: {prospect}',
    nearIntro: 'Der Lead {prospect} ({country}) wartet noch auf Ihre Antwort.',
    nearWhy: 'Nehmen Sie ihn bis {deadline} an oder lehnen Sie ihn ab, sonst geht er an Voltara zurück und wird einem anderen Partner angeboten.',
    open: 'Lead öffnen',
  },
  es: {
    newSubject: 'Nuevo contacto comercial: {prospect}',
    newIntro: 'Voltara ha ofrecido a su empresa un nuevo contacto comercial: {prospect} ({country}).',
    newWhy: 'Acéptelo o recháchelo antes del {deadline}. Un contacto no respondido a tiempo vuelve a Voltara para otro socio.',
    nearSubject: 'El plazo de un contacto está por vencer: {prospect}',
    nearIntro: 'El contacto {prospect} ({country}) sigue esperando su respuesta.',
    nearWhy: 'Acéptelo o recháchelo antes del {deadline}; de lo contrario volverá a Voltara para otro socio.',
    open: 'Abrir el contacto',
  },
  fr: {
    newSubject: 'Nouveau prospect\u00a0: {prospect}',
    newIntro: 'Voltara a proposé un nouveau prospect à votre entreprise\u00a0: {prospect} ({country}).',
    newWhy: 'Veuillez l’accepter ou le refuser avant le {deadline}. Un prospect sans réponse dans les délais retourne chez Voltara pour un autre partenaire.',
    nearSubject: 'Échéance proche pour un prospect\u00a0: {prospect}',
    nearIntro: 'Le prospect {prospect} ({country}) attend toujours votre réponse.',
    nearWhy: 'Acceptez-le ou refusez-le avant le {deadline}, sinon il retourne chez Voltara pour un autre partenaire.',
    open: 'Ouvrir le prospect',
  },
  nl: {
    newSubject: 'Nieuwe lead: {prospect}',
    newIntro: 'Voltara heeft uw bedrijf een nieuwe lead aangeboden: {prospect} ({country}).',
    newWhy: 'Accepteer of weiger hem vóór {deadline}. Een lead die niet op tijd wordt beantwoord, gaat terug naar Voltara voor een andere partner.',
    nearSubject: 'Termijn van lead loopt bijna af: {prospect}',
    nearIntro: 'De lead {prospect} ({country}) wacht nog op uw antwoord.',
    nearWhy: 'Accepteer of weiger hem vóór {deadline}, anders gaat hij terug naar Voltara voor een andere partner.',
    open: 'Lead openen',
  },
  pt: {
    newSubject: 'Novo contacto comercial: {prospect}',
    newIntro: 'A Voltara ofereceu à sua empresa um novo contacto comercial: {prospect} ({country}).',
    newWhy: 'Aceite-o ou recuse-o até {deadline}. Um contacto sem resposta dentro do prazo volta para a Voltara para outro parceiro.',
    nearSubject: 'Prazo de um contacto quase a terminar: {prospect}',
    nearIntro: 'O contacto {prospect} ({country}) ainda aguarda a sua resposta.',
    nearWhy: 'Aceite-o ou recuse-o até {deadline}; caso contrário, volta para a Voltara para outro parceiro.',
    open: 'Abrir o contacto',
  },
};

/** The deadline as the recipient reads it: date and time in their language's style, with the zone (UTC). */
function deadlineText(at: Date, locale: Locale): string {
  return formatDateTime(at, locale, { long: true, timeZone: 'UTC', showZone: true });
}

function compose(to: string, subject: string, intro: string, why: string, facts: LeadMailFacts, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const values = { prospect: facts.prospect, country: facts.country ? countryLabel(facts.country, locale) : '—', deadline: deadlineText(facts.deadlineAt, locale) };
  const first = fillTemplate(intro, values);
  const second = fillTemplate(why, values);
  const text = `${first}\n\n${second}\n\n${labelled(locale, w.open, facts.leadUrl)}\n\n${BRAND.name}`;
  const html = `<p>${escapeHtml(first)}</p><p>${escapeHtml(second)}</p><p><a href="${escapeHtml(facts.leadUrl)}">${escapeHtml(w.open)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fillTemplate(subject, values), text, html };
}

/** To each member of the company a lead is offered to. */
export function newLeadMail(to: string, facts: LeadMailFacts, locale: Locale): MailMessage {
  const w = WORDS[locale];
  return compose(to, w.newSubject, w.newIntro, w.newWhy, facts, locale);
}

/** Once per offer, some hours before its deadline (the settings), while it is still unanswered. */
export function leadDeadlineMail(to: string, facts: LeadMailFacts, locale: Locale): MailMessage {
  const w = WORDS[locale];
  return compose(to, w.nearSubject, w.nearIntro, w.nearWhy, facts, locale);
}
