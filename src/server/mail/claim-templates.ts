import type { Locale } from '../../shared/locales';
import { labelled } from '../../shared/punctuation';
import { BRAND } from '../../shared/settings/brand';
import type { MailMessage } from './mailer';
import { escapeHtml, fillTemplate } from './text';

/** The four e-mails of a claim that waits (docs/decisions/0030): to the claimant, to who confirms, the decision. */
type Kind = 'waiting' | 'toConfirm' | 'confirmed' | 'refused';

interface Words {
  subject: string;
  body: string[];
  action: string;
}

const WORDS: Record<Locale, Record<Kind, Words> & { greeting: string; reasonLabel: string }> = {
  en: {
    greeting: 'Dear {name},',
    reasonLabel: 'Reason',
    waiting: {
      subject: 'Your registration of {serial} is waiting for confirmation',
      body: [
        'You asked to register the {product}, serial number {serial}, to your account.',
        'This instrument was sold to a named customer, so the company that sold it (or Voltara) confirms that it is yours before it is registered. We will write to you as soon as it is decided; until then it is shown as "Waiting for confirmation" in your account.',
      ],
      action: 'See your products',
    },
    toConfirm: {
      subject: 'Please confirm a product registration: {serial}',
      body: [
        '{claimant} ({email}{company}) asks to register the {product}, serial number {serial}, which was sold to {endCustomer}.',
        'Address given: {address}',
        'Please confirm the claim if the instrument is theirs, or refuse it with a reason (the claimant is told).',
      ],
      action: 'Confirm or refuse the claim',
    },
    confirmed: {
      subject: 'Registration confirmed: {serial}',
      body: ['Your claim was confirmed: the {product}, serial number {serial}, is now registered to your account, with its certificate of conformity.'],
      action: 'See your products',
    },
    refused: {
      subject: 'Registration not confirmed: {serial}',
      body: ['Your claim to register the {product}, serial number {serial}, was not confirmed.', 'If you believe the instrument is yours, please contact us and we will look into it.'],
      action: 'Contact us',
    },
  },
  de: {
    greeting: 'Guten Tag {name},',
    reasonLabel: 'Begründung',
    waiting: {
      subject: 'Ihre Registrierung von {serial} wartet auf Bestätigung',
      body: [
        'Sie möchten das Gerät {product} mit der Seriennummer {serial} auf Ihr Konto registrieren.',
        'Dieses Gerät wurde an einen namentlich genannten Kunden verkauft. Deshalb bestätigt das Unternehmen, das es verkauft hat (oder Voltara), dass es Ihnen gehört, bevor es registriert wird. Wir schreiben Ihnen, sobald entschieden ist; bis dahin wird es in Ihrem Konto als „Wartet auf Bestätigung“ angezeigt.',
      ],
      action: 'Ihre Produkte ansehen',
    },
    toConfirm: {
      subject: 'Bitte bestätigen Sie eine Produktregistrierung: {serial}',
      body: [
        '{claimant} ({email}{company}) möchte das Gerät {product} mit der Seriennummer {serial} registrieren, das an {endCustomer} verkauft wurde.',
        'Angegebene Adresse: {address}',
        'Bitte bestätigen Sie den Anspruch, wenn das Gerät dieser Person gehört, oder lehnen Sie ihn mit Begründung ab (die Person wird informiert).',
      ],
      action: 'Anspruch bestätigen oder ablehnen',
    },
    confirmed: {
      subject: 'Registrierung bestätigt: {serial}',
      body: ['Ihr Anspruch wurde bestätigt: Das Gerät {product} mit der Seriennummer {serial} ist jetzt mit seiner Konformitätsbescheinigung auf Ihr Konto registriert.'],
      action: 'Ihre Produkte ansehen',
    },
    refused: {
      subject: 'Registrierung nicht bestätigt: {serial}',
      body: ['Ihr Anspruch auf die Registrierung des Geräts {product} mit der Seriennummer {serial} wurde nicht bestätigt.', 'Wenn Sie glauben, dass das Gerät Ihnen gehört, kontaktieren Sie uns bitte; wir prüfen den Fall.'],
      action: 'Kontakt aufnehmen',
    },
  },
  es: {
    greeting: 'Estimado/a {name}:',
    reasonLabel: 'Motivo',
    waiting: {
      subject: 'Su registro de {serial} está pendiente de confirmación',
      body: [
        'Ha solicitado registrar en su cuenta el {product}, número de serie {serial}.',
        'Este instrumento se vendió a un cliente identificado, por lo que la empresa que lo vendió (o Voltara) confirma que es suyo antes de registrarlo. Le escribiremos en cuanto se decida; hasta entonces aparece en su cuenta como «Pendiente de confirmación».',
      ],
      action: 'Ver sus productos',
    },
    toConfirm: {
      subject: 'Confirme un registro de producto: {serial}',
      body: [
        '{claimant} ({email}{company}) solicita registrar el {product}, número de serie {serial}, que se vendió a {endCustomer}.',
        'Dirección indicada: {address}',
        'Confirme la solicitud si el instrumento es suyo, o recházela indicando el motivo (se le comunicará al solicitante).',
      ],
      action: 'Confirmar o rechazar la solicitud',
    },
    confirmed: {
      subject: 'Registro confirmado: {serial}',
      body: ['Su solicitud se ha confirmado: el {product}, número de serie {serial}, ya está registrado en su cuenta, con su certificado de conformidad.'],
      action: 'Ver sus productos',
    },
    refused: {
      subject: 'Registro no confirmado: {serial}',
      body: ['Su solicitud para registrar el {product}, número de serie {serial}, no se ha confirmado.', 'Si cree que el instrumento es suyo, póngase en contacto con nosotros y lo revisaremos.'],
      action: 'Contactar',
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    reasonLabel: 'Motif',
    waiting: {
      subject: 'Votre enregistrement de {serial} attend une confirmation',
      body: [
        'Vous avez demandé à enregistrer sur votre compte le {product}, numéro de série {serial}.',
        'Cet instrument a été vendu à un client nommé\u00a0: la société qui l’a vendu (ou Voltara) confirme qu’il vous appartient avant de l’enregistrer. Nous vous écrirons dès que la décision sera prise\u202f; d’ici là, il apparaît dans votre compte comme «\u00a0En attente de confirmation\u00a0».',
      ],
      action: 'Voir vos produits',
    },
    toConfirm: {
      subject: 'Veuillez confirmer un enregistrement de produit\u00a0: {serial}',
      body: [
        '{claimant} ({email}{company}) demande à enregistrer le {product}, numéro de série {serial}, vendu à {endCustomer}.',
        'Adresse indiquée\u00a0: {address}',
        'Veuillez confirmer la demande si l’instrument lui appartient, ou la refuser en indiquant le motif (le demandeur en est informé).',
      ],
      action: 'Confirmer ou refuser la demande',
    },
    confirmed: {
      subject: 'Enregistrement confirmé\u00a0: {serial}',
      body: ['Votre demande a été confirmée\u00a0: le {product}, numéro de série {serial}, est désormais enregistré sur votre compte, avec son certificat de conformité.'],
      action: 'Voir vos produits',
    },
    refused: {
      subject: 'Enregistrement non confirmé\u00a0: {serial}',
      body: ['Votre demande d’enregistrement du {product}, numéro de série {serial}, n’a pas été confirmée.', 'Si vous pensez que l’instrument vous appartient, contactez-nous et nous examinerons la situation.'],
      action: 'Nous contacter',
    },
  },
  nl: {
    greeting: 'Beste {name},',
    reasonLabel: 'Reden',
    waiting: {
      subject: 'Uw registratie van {serial} wacht op bevestiging',
      body: [
        'U hebt gevraagd de {product} met serienummer {serial} op uw account te registreren.',
        'Dit instrument is aan een bij naam genoemde klant verkocht. Daarom bevestigt het bedrijf dat het verkocht heeft (of Voltara) dat het van u is voordat het wordt geregistreerd. We schrijven u zodra er is beslist; tot dan staat het in uw account als "Wacht op bevestiging".',
      ],
      action: 'Uw producten bekijken',
    },
    toConfirm: {
      subject: 'Bevestig een productregistratie: {serial}',
      body: [
        '{claimant} ({email}{company}) vraagt de {product} met serienummer {serial} te registreren, die aan {endCustomer} is verkocht.',
        'Opgegeven adres: {address}',
        'Bevestig de aanvraag als het instrument van deze persoon is, of wijs haar af met een reden (de aanvrager krijgt bericht).',
      ],
      action: 'Aanvraag bevestigen of afwijzen',
    },
    confirmed: {
      subject: 'Registratie bevestigd: {serial}',
      body: ['Uw aanvraag is bevestigd: de {product} met serienummer {serial} staat nu op uw account geregistreerd, met het conformiteitscertificaat.'],
      action: 'Uw producten bekijken',
    },
    refused: {
      subject: 'Registratie niet bevestigd: {serial}',
      body: ['Uw aanvraag om de {product} met serienummer {serial} te registreren is niet bevestigd.', 'Denkt u dat het instrument van u is, neem dan contact met ons op; we zoeken het uit.'],
      action: 'Contact opnemen',
    },
  },
  pt: {
    greeting: 'Caro/a {name},',
    reasonLabel: 'Motivo',
    waiting: {
      subject: 'O seu registo de {serial} aguarda confirmação',
      body: [
        'Pediu para registar na sua conta o {product}, número de série {serial}.',
        'Este instrumento foi vendido a um cliente identificado, por isso a empresa que o vendeu (ou a Voltara) confirma que é seu antes de o registar. Escreveremos assim que houver uma decisão; até lá, aparece na sua conta como "A aguardar confirmação".',
      ],
      action: 'Ver os seus produtos',
    },
    toConfirm: {
      subject: 'Confirme um registo de produto: {serial}',
      body: [
        '{claimant} ({email}{company}) pede para registar o {product}, número de série {serial}, que foi vendido a {endCustomer}.',
        'Morada indicada: {address}',
        'Confirme o pedido se o instrumento for desta pessoa, ou recuse-o indicando o motivo (o requerente é informado).',
      ],
      action: 'Confirmar ou recusar o pedido',
    },
    confirmed: {
      subject: 'Registo confirmado: {serial}',
      body: ['O seu pedido foi confirmado: o {product}, número de série {serial}, está agora registado na sua conta, com o certificado de conformidade.'],
      action: 'Ver os seus produtos',
    },
    refused: {
      subject: 'Registo não confirmado: {serial}',
      body: ['O seu pedido para registar o {product}, número de série {serial}, não foi confirmado.', 'Se considera que o instrumento é seu, contacte-nos e analisaremos a situação.'],
      action: 'Contactar-nos',
    },
  },
};

export interface ClaimMailDetails {
  name: string;
  serial: string;
  product: string;
  url: string;
  claimant?: string;
  email?: string;
  company?: string;
  address?: string;
  endCustomer?: string;
  reason?: string;
}

/** One of the claim e-mails in the recipient's language. */
export function claimMail(kind: Kind, to: string, details: ClaimMailDetails, locale: Locale): MailMessage {
  const words = WORDS[locale];
  const w = words[kind];
  const values: Record<string, string> = {
    name: details.name,
    serial: details.serial,
    product: details.product,
    claimant: details.claimant ?? '',
    email: details.email ?? '',
    company: details.company ? `, ${details.company}` : '',
    address: details.address || '—',
    endCustomer: details.endCustomer ?? '',
  };
  const paragraphs = [fillTemplate(words.greeting, values), ...w.body.map((line) => fillTemplate(line, values))];
  if (kind === 'refused' && details.reason) paragraphs.splice(2, 0, labelled(locale, words.reasonLabel, details.reason));
  const text = `${paragraphs.join('\n\n')}\n\n${labelled(locale, w.action, details.url)}\n\n${BRAND.name}`;
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(details.url)}">${escapeHtml(w.action)}</a></p><p>${escapeHtml(BRAND.name)}</p>`;
  return { to, subject: fillTemplate(w.subject, values), text, html };
}
