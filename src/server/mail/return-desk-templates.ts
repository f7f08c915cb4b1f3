import type { Locale } from '../../shared/locales';
import { colonAfter, labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

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

interface Words {
  subject: string;
  intro: string;
  company: string;
  items: string;
  next: string;
  open: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    subject: 'Return {rma} cancelled by its owner',
    intro: '{by} cancelled the return {rma} before it reached the repair centre.',
    company: 'Booked by the partner',
    items: 'Items',
    next: 'No parcel is expected for it any more. If one still arrives, contact the sender before working on it.',
    open: 'Open the return',
  },
  de: {
    subject: 'Rücksendung {rma} vom Eigentümer storniert',
    intro: '{by} hat die Rücksendung {rma} storniert, bevor sie im Servicezentrum eingegangen ist.',
    company: 'Gebucht vom Partner',
    items: 'Artikel',
    next: 'Für sie wird kein Paket mehr erwartet. Falls doch eines eintrifft, wenden Sie sich vor jeder Arbeit an den Absender.',
    open: 'Rücksendung öffnen',
  },
  es: {
    subject: 'Devolución {rma} cancelada por su titular',
    intro: '{by} ha cancelado la devolución {rma} antes de que llegara al centro de reparación.',
    company: 'Registrada por el socio',
    items: 'Artículos',
    next: 'Ya no se espera ningún paquete para ella. Si aun así llega uno, contacte con el remitente antes de trabajar en él.',
    open: 'Abrir la devolución',
  },
  fr: {
    subject: 'Retour {rma} annulé par son titulaire',
    intro: '{by} a annulé le retour {rma} avant son arrivée au centre de réparation.',
    company: 'Enregistré par le partenaire',
    items: 'Articles',
    next: 'Aucun colis n’est plus attendu pour ce retour. Si un colis arrive malgré tout, contactez l’expéditeur avant toute intervention.',
    open: 'Ouvrir le retour',
  },
  nl: {
    subject: 'Retour {rma} geannuleerd door de eigenaar',
    intro: '{by} heeft retour {rma} geannuleerd voordat het bij het servicecentrum aankwam.',
    company: 'Geboekt door de partner',
    items: 'Artikelen',
    next: 'Er wordt geen pakket meer voor verwacht. Komt er toch een aan, neem dan eerst contact op met de afzender.',
    open: 'Retour openen',
  },
  pt: {
    subject: 'Devolução {rma} cancelada pelo titular',
    intro: '{by} cancelou a devolução {rma} antes de chegar ao centro de reparação.',
    company: 'Registada pelo parceiro',
    items: 'Artigos',
    next: 'Já não se espera nenhuma encomenda para ela. Se ainda assim chegar uma, contacte o remetente antes de intervir.',
    open: 'Abrir a devolução',
  },
};

/** One mail to the service desk about a return its owner cancelled, in the desk's language. */
export function returnCancelledDeskMail(to: string, facts: ReturnCancelledFacts, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const intro = fillTemplate(w.intro, { by: facts.by, rma: facts.rma });
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
  return { to, subject: fillTemplate(w.subject, { rma: facts.rma }), text: lines.join('\n\n'), html };
}
