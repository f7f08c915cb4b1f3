import { countryLabel } from '../../shared/countries/country-names';
import { colonAfter, labelled } from '../../shared/punctuation';
import type { Locale } from '../../shared/locales';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

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

interface Words {
  subject: Record<LeadDeskEvent, string>;
  intro: Record<LeadDeskEvent, string>;
  next: Record<LeadDeskEvent, string>;
  reason: string;
  open: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: {
      rejected: 'Lead back with Voltara: {prospect} (rejected)',
      expired: 'Lead back with Voltara: {prospect} (deadline passed)',
      registered: 'Deal registration to confirm: {prospect}',
      conflict: 'Deal registration in conflict: {prospect}',
    },
    intro: {
      rejected: '{company} rejected the lead {prospect} ({country}). It is back with Voltara, unassigned.',
      expired: '{company} did not answer the lead {prospect} ({country}) before its deadline. It is back with Voltara, unassigned.',
      registered: '{company} registered a deal with {prospect} ({country}). No other open lead names this prospect.',
      conflict: '{company} registered a deal with {prospect} ({country}), a prospect another open lead already names.',
    },
    next: {
      rejected: 'Route it to another partner or keep it with Voltara.',
      expired: 'Route it to another partner or keep it with Voltara.',
      registered: 'Confirm it for the company, or close it with a reason. The partner sees it as waiting for Voltara until then.',
      conflict: 'Decide who gets it, or close it with a reason. The partner sees it as waiting for Voltara and is not told of the conflict.',
    },
    reason: 'Reason given',
    open: 'Open the lead',
  },
  de: {
    subject: {
      rejected: 'Lead zurück bei Voltara: {prospect} (abgelehnt)',
      expired: 'Lead zurück bei Voltara: {prospect} (Frist abgelaufen)',
      registered: 'Deal-Registrierung zu bestätigen: {prospect}',
      conflict: 'Deal-Registrierung im Konflikt: {prospect}',
    },
    intro: {
      rejected: '{company} hat den Lead {prospect} ({country}) abgelehnt. Er liegt wieder bei Voltara, nicht zugewiesen.',
      expired: '{company} hat den Lead {prospect} ({country}) nicht vor Ablauf der Frist beantwortet. Er liegt wieder bei Voltara, nicht zugewiesen.',
      registered: '{company} hat einen Deal mit {prospect} ({country}) registriert. Kein anderer offener Lead nennt diesen Interessenten.',
      conflict: '{company} hat einen Deal mit {prospect} ({country}) registriert, einem Interessenten, den bereits ein anderer offener Lead nennt.',
    },
    next: {
      rejected: 'Leiten Sie ihn an einen anderen Partner weiter oder behalten Sie ihn bei Voltara.',
      expired: 'Leiten Sie ihn an einen anderen Partner weiter oder behalten Sie ihn bei Voltara.',
      registered: 'Bestätigen Sie ihn für das Unternehmen oder schließen Sie ihn mit einer Begründung. Bis dahin sieht der Partner ihn als „Wartet auf Voltara“.',
      conflict: 'Entscheiden Sie, wer ihn erhält, oder schließen Sie ihn mit einer Begründung. Der Partner sieht ihn als „Wartet auf Voltara“ und erfährt nichts vom Konflikt.',
    },
    reason: 'Angegebener Grund',
    open: 'Lead öffnen',
  },
  es: {
    subject: {
      rejected: 'Contacto de vuelta en Voltara: {prospect} (rechazado)',
      expired: 'Contacto de vuelta en Voltara: {prospect} (plazo vencido)',
      registered: 'Registro de oportunidad por confirmar: {prospect}',
      conflict: 'Registro de oportunidad en conflicto: {prospect}',
    },
    intro: {
      rejected: '{company} ha rechazado el contacto {prospect} ({country}). Vuelve a estar en Voltara, sin asignar.',
      expired: '{company} no respondió al contacto {prospect} ({country}) antes del plazo. Vuelve a estar en Voltara, sin asignar.',
      registered: '{company} ha registrado una oportunidad con {prospect} ({country}). Ningún otro contacto abierto menciona a este cliente potencial.',
      conflict: '{company} ha registrado una oportunidad con {prospect} ({country}), un cliente potencial que ya menciona otro contacto abierto.',
    },
    next: {
      rejected: 'Asígnelo a otro socio o manténgalo en Voltara.',
      expired: 'Asígnelo a otro socio o manténgalo en Voltara.',
      registered: 'Confírmelo para la empresa o ciérrelo con un motivo. Hasta entonces, el socio lo ve como «En espera de Voltara».',
      conflict: 'Decida a quién corresponde o ciérrelo con un motivo. El socio lo ve como «En espera de Voltara» y no se le informa del conflicto.',
    },
    reason: 'Motivo indicado',
    open: 'Abrir el contacto',
  },
  fr: {
    subject: {
      rejected: 'Prospect revenu chez Voltara\u00a0: {prospect} (refusé)',
      expired: 'Prospect revenu chez Voltara\u00a0: {prospect} (échéance dépassée)',
      registered: 'Enregistrement d’affaire à confirmer\u00a0: {prospect}',
      conflict: 'Enregistrement d’affaire en conflit\u00a0: {prospect}',
    },
    intro: {
      rejected: '{company} a refusé le prospect {prospect} ({country}). Il est revenu chez Voltara, non attribué.',
      expired: '{company} n’a pas répondu au prospect {prospect} ({country}) avant l’échéance. Il est revenu chez Voltara, non attribué.',
      registered: '{company} a enregistré une affaire avec {prospect} ({country}). Aucun autre prospect ouvert ne porte ce nom.',
      conflict: '{company} a enregistré une affaire avec {prospect} ({country}), un nom que porte déjà un autre prospect ouvert.',
    },
    next: {
      rejected: 'Attribuez-le à un autre partenaire ou gardez-le chez Voltara.',
      expired: 'Attribuez-le à un autre partenaire ou gardez-le chez Voltara.',
      registered: 'Confirmez-le pour l’entreprise, ou clôturez-le avec un motif. D’ici là, le partenaire le voit «\u00a0En attente de Voltara\u00a0».',
      conflict: 'Décidez à qui il revient, ou clôturez-le avec un motif. Le partenaire le voit «\u00a0En attente de Voltara\u00a0» et n’est pas informé du conflit.',
    },
    reason: 'Motif indiqué',
    open: 'Ouvrir le prospect',
  },
  nl: {
    subject: {
      rejected: 'Lead terug bij Voltara: {prospect} (geweigerd)',
      expired: 'Lead terug bij Voltara: {prospect} (termijn verstreken)',
      registered: 'Dealregistratie te bevestigen: {prospect}',
      conflict: 'Dealregistratie in conflict: {prospect}',
    },
    intro: {
      rejected: '{company} heeft de lead {prospect} ({country}) geweigerd. Hij is terug bij Voltara, niet toegewezen.',
      expired: '{company} heeft de lead {prospect} ({country}) niet vóór de termijn beantwoord. Hij is terug bij Voltara, niet toegewezen.',
      registered: '{company} heeft een deal met {prospect} ({country}) geregistreerd. Geen andere open lead noemt deze prospect.',
      conflict: '{company} heeft een deal met {prospect} ({country}) geregistreerd, een prospect die al in een andere open lead staat.',
    },
    next: {
      rejected: 'Wijs hem toe aan een andere partner of houd hem bij Voltara.',
      expired: 'Wijs hem toe aan een andere partner of houd hem bij Voltara.',
      registered: 'Bevestig hem voor het bedrijf, of sluit hem met een reden. Tot dan ziet de partner hem als ‘Wacht op Voltara’.',
      conflict: 'Beslis wie hem krijgt, of sluit hem met een reden. De partner ziet hem als ‘Wacht op Voltara’ en hoort niets over het conflict.',
    },
    reason: 'Opgegeven reden',
    open: 'Lead openen',
  },
  pt: {
    subject: {
      rejected: 'Contacto de volta à Voltara: {prospect} (recusado)',
      expired: 'Contacto de volta à Voltara: {prospect} (prazo ultrapassado)',
      registered: 'Registo de negócio por confirmar: {prospect}',
      conflict: 'Registo de negócio em conflito: {prospect}',
    },
    intro: {
      rejected: '{company} recusou o contacto {prospect} ({country}). Voltou para a Voltara, sem atribuição.',
      expired: '{company} não respondeu ao contacto {prospect} ({country}) dentro do prazo. Voltou para a Voltara, sem atribuição.',
      registered: '{company} registou um negócio com {prospect} ({country}). Nenhum outro contacto aberto indica este cliente potencial.',
      conflict: '{company} registou um negócio com {prospect} ({country}), um cliente potencial que outro contacto aberto já indica.',
    },
    next: {
      rejected: 'Atribua-o a outro parceiro ou mantenha-o na Voltara.',
      expired: 'Atribua-o a outro parceiro ou mantenha-o na Voltara.',
      registered: 'Confirme-o para a empresa, ou feche-o com um motivo. Até lá, o parceiro vê-o como «A aguardar a Voltara».',
      conflict: 'Decida a quem cabe, ou feche-o com um motivo. O parceiro vê-o como «A aguardar a Voltara» e não é informado do conflito.',
    },
    reason: 'Motivo indicado',
    open: 'Abrir o contacto',
  },
};

/** One mail to the leads desk about one lead. */
export function leadDeskMail(to: string, facts: LeadDeskFacts, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const values = { prospect: facts.prospect, country: facts.country ? countryLabel(facts.country, locale) : '—', company: facts.company || '—' };
  const paragraphs = [fillTemplate(w.intro[facts.event], values), fillTemplate(w.next[facts.event], values)];
  const reason = facts.reason ? labelled(locale, w.reason, facts.reason) : '';
  const text = [...paragraphs, ...(reason ? [reason] : []), labelled(locale, w.open, facts.adminUrl), BRAND.name].join('\n\n');
  const html = [
    ...paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
    reason ? `<p><strong>${escapeHtml(colonAfter(w.reason, locale))}</strong> ${escapeHtml(facts.reason)}</p>` : '',
    `<p><a href="${escapeHtml(facts.adminUrl)}">${escapeHtml(w.open)}</a></p>`,
    `<p>${escapeHtml(BRAND.name)}</p>`,
  ].join('');
  return { to, subject: fillTemplate(w.subject[facts.event], values), text, html };
}
