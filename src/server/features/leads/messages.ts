import type { Locale } from '../../../shared/locales';

/** Why the server refuses a lead action, in the request's language. */
export interface LeadMessages {
  deadlinePassed: string;
  alreadyAnswered: string;
  notOffered: string;
  notAccepted: string;
  adminAnswers: string;
  noCompany: string;
  closed: string;
  notConflict: string;
  resolveFirst: string;
  unknownCompany: string;
  unknownCountry: string;
  unknownProduct: string;
  changed: string;
}

export const LEAD_MESSAGES: Record<Locale, LeadMessages> = {
  en: {
    changed: 'This lead has just changed. Reload it and try again.',
    deadlinePassed: 'The deadline for answering this lead has passed: it goes back to Voltara.',
    alreadyAnswered: 'This lead has already been answered.',
    notOffered: 'This lead is no longer waiting for an answer.',
    notAccepted: 'Only an accepted lead can be marked won or lost.',
    adminAnswers: 'A lead is answered by the company it is offered to. Route it from the back office instead.',
    noCompany: 'Your account does not belong to a company.',
    closed: 'This lead is closed and can no longer be routed.',
    notConflict: 'This lead is not a registration waiting for a decision.',
    resolveFirst: 'Decide on the registration first: confirm it for a company or close it.',
    unknownCompany: 'Choose an active company.',
    unknownCountry: 'Choose a country from the list.',
    unknownProduct: 'Choose a product from the list.',
  },
  de: {
    changed: 'Dieser Lead wurde soeben geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
    deadlinePassed: 'Die Frist zur Beantwortung dieses Leads ist abgelaufen: Er geht an Voltara zurück.',
    alreadyAnswered: 'Dieser Lead wurde bereits beantwortet.',
    notOffered: 'Dieser Lead wartet nicht mehr auf eine Antwort.',
    notAccepted: 'Nur ein angenommener Lead kann als gewonnen oder verloren markiert werden.',
    adminAnswers: 'Ein Lead wird von dem Unternehmen beantwortet, dem er angeboten wird. Leiten Sie ihn stattdessen im Backoffice weiter.',
    noCompany: 'Ihr Konto gehört zu keinem Unternehmen.',
    closed: 'Dieser Lead ist abgeschlossen und kann nicht mehr weitergeleitet werden.',
    notConflict: 'Dieser Lead ist keine Registrierung, die auf eine Entscheidung wartet.',
    resolveFirst: 'Entscheiden Sie zuerst über die Registrierung: Bestätigen Sie sie für ein Unternehmen oder schließen Sie sie.',
    unknownCompany: 'Wählen Sie ein aktives Unternehmen.',
    unknownCountry: 'Wählen Sie ein Land aus der Liste.',
    unknownProduct: 'Wählen Sie ein Produkt aus der Liste.',
  },
  es: {
    changed: 'Este contacto acaba de cambiar. Vuelva a cargarlo e inténtelo de nuevo.',
    deadlinePassed: 'El plazo para responder a este contacto ha vencido: vuelve a Voltara.',
    alreadyAnswered: 'Este contacto ya ha sido respondido.',
    notOffered: 'Este contacto ya no espera respuesta.',
    notAccepted: 'Solo un contacto aceptado puede marcarse como ganado o perdido.',
    adminAnswers: 'Un contacto lo responde la empresa a la que se ofrece. Asígnelo desde la administración.',
    noCompany: 'Su cuenta no pertenece a ninguna empresa.',
    closed: 'Este contacto está cerrado y ya no se puede asignar.',
    notConflict: 'Este contacto no es un registro pendiente de decisión.',
    resolveFirst: 'Decida primero sobre el registro: confírmelo para una empresa o ciérrelo.',
    unknownCompany: 'Elija una empresa activa.',
    unknownCountry: 'Elija un país de la lista.',
    unknownProduct: 'Elija un producto de la lista.',
  },
  fr: {
    changed: 'Ce prospect vient d’être modifié. Rechargez-le et réessayez.',
    deadlinePassed: 'Le délai de réponse à ce prospect est dépassé\u00a0: il retourne chez Voltara.',
    alreadyAnswered: 'Ce prospect a déjà reçu une réponse.',
    notOffered: 'Ce prospect n’attend plus de réponse.',
    notAccepted: 'Seul un prospect accepté peut être marqué gagné ou perdu.',
    adminAnswers: 'Un prospect est traité par l’entreprise à laquelle il est proposé. Attribuez-le plutôt depuis l’administration.',
    noCompany: 'Votre compte n’appartient à aucune entreprise.',
    closed: 'Ce prospect est clos et ne peut plus être attribué.',
    notConflict: 'Ce prospect n’est pas un enregistrement en attente de décision.',
    resolveFirst: 'Décidez d’abord de l’enregistrement\u00a0: confirmez-le pour une entreprise ou clôturez-le.',
    unknownCompany: 'Choisissez une entreprise active.',
    unknownCountry: 'Choisissez un pays dans la liste.',
    unknownProduct: 'Choisissez un produit dans la liste.',
  },
  nl: {
    changed: 'Deze lead is zojuist gewijzigd. Laad hem opnieuw en probeer het nog eens.',
    deadlinePassed: 'De termijn om op deze lead te reageren is verstreken: hij gaat terug naar Voltara.',
    alreadyAnswered: 'Op deze lead is al gereageerd.',
    notOffered: 'Deze lead wacht niet meer op een antwoord.',
    notAccepted: 'Alleen een geaccepteerde lead kan als gewonnen of verloren worden gemarkeerd.',
    adminAnswers: 'Een lead wordt beantwoord door het bedrijf waaraan hij is aangeboden. Wijs hem toe vanuit de backoffice.',
    noCompany: 'Uw account hoort bij geen enkel bedrijf.',
    closed: 'Deze lead is afgesloten en kan niet meer worden toegewezen.',
    notConflict: 'Deze lead is geen registratie die op een beslissing wacht.',
    resolveFirst: 'Beslis eerst over de registratie: bevestig hem voor een bedrijf of sluit hem.',
    unknownCompany: 'Kies een actief bedrijf.',
    unknownCountry: 'Kies een land uit de lijst.',
    unknownProduct: 'Kies een product uit de lijst.',
  },
  pt: {
    changed: 'Este contacto acabou de mudar. Recarregue-o e tente novamente.',
    deadlinePassed: 'O prazo para responder a este contacto terminou: volta para a Voltara.',
    alreadyAnswered: 'Este contacto já foi respondido.',
    notOffered: 'Este contacto já não aguarda resposta.',
    notAccepted: 'Só um contacto aceite pode ser marcado como ganho ou perdido.',
    adminAnswers: 'Um contacto é respondido pela empresa a que é oferecido. Atribua-o a partir da administração.',
    noCompany: 'A sua conta não pertence a nenhuma empresa.',
    closed: 'Este contacto está fechado e já não pode ser atribuído.',
    notConflict: 'Este contacto não é um registo a aguardar decisão.',
    resolveFirst: 'Decida primeiro sobre o registo: confirme-o para uma empresa ou feche-o.',
    unknownCompany: 'Escolha uma empresa ativa.',
    unknownCountry: 'Escolha um país da lista.',
    unknownProduct: 'Escolha um produto da lista.',
  },
};
