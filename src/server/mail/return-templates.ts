import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import type { ReturnStatus } from '../../shared/returns/enums';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

interface Words {
  created: { subject: string; intro: string; print: string; pack: string };
  changed: { subject: string; intro: string };
  status: Record<ReturnStatus, string>;
  view: string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    created: {
      subject: 'Your return {rma} is booked',
      intro: 'Thank you: we have booked your return {rma}.',
      print: 'Print the confirmation, the return invoice and the label from your account, and send them with the parcel.',
      pack: 'Pack the instrument in its case, attach the label to the outside and hand the parcel to your carrier.',
    },
    changed: { subject: 'Your return {rma}: {status}', intro: 'The status of your return {rma} is now: {status}.' },
    status: { submitted: 'booked', received: 'received at the repair centre', assessed: 'assessed', quoted: 'quoted, awaiting your approval', approved: 'approved', serviced: 'repaired or calibrated', shipped: 'shipped back to you', cancelled: 'cancelled' },
    view: 'See your return',
  },
  de: {
    created: {
      subject: 'Ihre Rücksendung {rma} ist gebucht',
      intro: 'Vielen Dank: Wir haben Ihre Rücksendung {rma} gebucht.',
      print: 'Drucken Sie die Bestätigung, die Rücksendungsrechnung und das Etikett in Ihrem Konto aus und legen Sie sie dem Paket bei.',
      pack: 'Verpacken Sie das Gerät in seinem Koffer, bringen Sie das Etikett außen an und übergeben Sie das Paket Ihrem Spediteur.',
    },
    changed: { subject: 'Ihre Rücksendung {rma}: {status}', intro: 'Der Status Ihrer Rücksendung {rma} ist jetzt: {status}.' },
    status: { submitted: 'gebucht', received: 'im Servicezentrum eingegangen', assessed: 'begutachtet', quoted: 'Angebot erstellt, wartet auf Ihre Freigabe', approved: 'freigegeben', serviced: 'repariert oder kalibriert', shipped: 'an Sie zurückgesandt', cancelled: 'storniert' },
    view: 'Rücksendung ansehen',
  },
  es: {
    created: {
      subject: 'Su devolución {rma} está registrada',
      intro: 'Gracias: hemos registrado su devolución {rma}.',
      print: 'Imprima la confirmación, la factura de devolución y la etiqueta desde su cuenta y envíelas con el paquete.',
      pack: 'Embale el instrumento en su maleta, pegue la etiqueta en el exterior y entregue el paquete a su transportista.',
    },
    changed: { subject: 'Su devolución {rma}: {status}', intro: 'El estado de su devolución {rma} es ahora: {status}.' },
    status: { submitted: 'registrada', received: 'recibida en el centro de reparación', assessed: 'evaluada', quoted: 'presupuestada, pendiente de su aprobación', approved: 'aprobada', serviced: 'reparada o calibrada', shipped: 'enviada de vuelta', cancelled: 'cancelada' },
    view: 'Ver su devolución',
  },
  fr: {
    created: {
      subject: 'Votre retour {rma} est enregistré',
      intro: 'Merci\u00a0: nous avons enregistré votre retour {rma}.',
      print: "Imprimez la confirmation, la facture de retour et l'étiquette depuis votre compte et joignez-les au colis.",
      pack: "Emballez l'instrument dans sa valise, collez l'étiquette à l'extérieur et remettez le colis à votre transporteur.",
    },
    changed: { subject: 'Votre retour {rma}\u00a0: {status}', intro: 'Le statut de votre retour {rma} est maintenant\u00a0: {status}.' },
    status: { submitted: 'enregistré', received: 'reçu au centre de réparation', assessed: 'évalué', quoted: 'devis établi, en attente de votre accord', approved: 'accepté', serviced: 'réparé ou étalonné', shipped: 'réexpédié', cancelled: 'annulé' },
    view: 'Voir votre retour',
  },
  nl: {
    created: {
      subject: 'Uw retour {rma} is geboekt',
      intro: 'Bedankt: we hebben uw retour {rma} geboekt.',
      print: 'Druk de bevestiging, de retourfactuur en het label af vanuit uw account en stuur ze mee met het pakket.',
      pack: 'Verpak het instrument in de koffer, plak het label op de buitenkant en geef het pakket mee aan uw vervoerder.',
    },
    changed: { subject: 'Uw retour {rma}: {status}', intro: 'De status van uw retour {rma} is nu: {status}.' },
    status: { submitted: 'geboekt', received: 'ontvangen in het servicecentrum', assessed: 'beoordeeld', quoted: 'offerte gemaakt, wacht op uw akkoord', approved: 'goedgekeurd', serviced: 'gerepareerd of gekalibreerd', shipped: 'naar u teruggestuurd', cancelled: 'geannuleerd' },
    view: 'Uw retour bekijken',
  },
  pt: {
    created: {
      subject: 'A sua devolução {rma} está registada',
      intro: 'Obrigado: registámos a sua devolução {rma}.',
      print: 'Imprima a confirmação, a fatura de devolução e a etiqueta na sua conta e envie-as com a encomenda.',
      pack: 'Embale o instrumento na sua mala, cole a etiqueta no exterior e entregue a encomenda à sua transportadora.',
    },
    changed: { subject: 'A sua devolução {rma}: {status}', intro: 'O estado da sua devolução {rma} é agora: {status}.' },
    status: { submitted: 'registada', received: 'recebida no centro de reparação', assessed: 'avaliada', quoted: 'orçamentada, a aguardar a sua aprovação', approved: 'aprovada', serviced: 'reparada ou calibrada', shipped: 'enviada de volta', cancelled: 'cancelada' },
    view: 'Ver a sua devolução',
  },
};


function mail(to: string, subject: string, paragraphs: string[], link: { url: string; label: string }, locale: Locale): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${labelled(locale, link.label, link.url)}\n\n${BRAND.name}`;
  const html = `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject, text, html };
}

/** The booking's confirmation, with what to print and how to send the parcel. */
export function returnBookedMail(to: string, rma: string, url: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  return mail(to, fillTemplate(w.created.subject, { rma }), [fillTemplate(w.created.intro, { rma }), w.created.print, w.created.pack], { url, label: w.view }, locale);
}

/** Every status change of a return (issue 10), in the customer's language. */
export function returnStatusMail(to: string, rma: string, status: ReturnStatus, note: string, url: string, locale: Locale): MailMessage {
  const w = WORDS[locale];
  const values = { rma, status: w.status[status] };
  return mail(to, fillTemplate(w.changed.subject, values), [fillTemplate(w.changed.intro, values), ...(note ? [note] : [])], { url, label: w.view }, locale);
}

export const returnStatusWord = (status: ReturnStatus, locale: Locale) => WORDS[locale].status[status];
