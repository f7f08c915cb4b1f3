import type { Locale } from '../../../shared/locales';

/** What the server says when it refuses an agreement action, in the request's language. */
export interface AgreementMessages {
  alreadyAccepted: (version: number) => string;
  newerVersion: (version: number) => string;
  noCompany: string;
  juniorReadOnly: string;
  published: string;
  draftExists: string;
  noPages: string;
  missingEnglish: (page: number) => string;
  hasAcceptances: string;
  tooManyPages: string;
  unknownCompanies: string;
}

export const AGREEMENT_MESSAGES: Record<Locale, AgreementMessages> = {
  en: {
    alreadyAccepted: (v) => `Your company has already accepted version ${v} of this agreement.`,
    newerVersion: (v) => `A newer version (${v}) of this agreement has been published. Please read and accept that version.`,
    noCompany: 'Agreements are accepted on behalf of a distributor company; your account has none.',
    juniorReadOnly: 'Only a senior user of your company can accept agreements.',
    published: 'This version is published and can no longer be changed. Create a new version instead.',
    draftExists: 'This agreement already has a draft version. Publish or delete it first.',
    noPages: 'A version needs at least one page before it can be published.',
    missingEnglish: (p) => `Page ${p} needs an English title and text before the version can be published.`,
    hasAcceptances: 'Companies have accepted this agreement, so it cannot be deleted. Mark it inactive instead.',
    tooManyPages: 'A version cannot have more pages.',
    unknownCompanies: 'One of the chosen companies does not exist.',
  },
  de: {
    alreadyAccepted: (v) => `Ihr Unternehmen hat Version ${v} dieser Vereinbarung bereits akzeptiert.`,
    newerVersion: (v) => `Eine neuere Version (${v}) dieser Vereinbarung wurde veröffentlicht. Bitte lesen und akzeptieren Sie diese Version.`,
    noCompany: 'Vereinbarungen werden im Namen eines Vertriebspartners akzeptiert; Ihr Konto gehört zu keinem.',
    juniorReadOnly: 'Nur ein Senior-Benutzer Ihres Unternehmens kann Vereinbarungen akzeptieren.',
    published: 'Diese Version ist veröffentlicht und kann nicht mehr geändert werden. Legen Sie stattdessen eine neue Version an.',
    draftExists: 'Diese Vereinbarung hat bereits einen Entwurf. Veröffentlichen oder löschen Sie ihn zuerst.',
    noPages: 'Eine Version braucht mindestens eine Seite, bevor sie veröffentlicht werden kann.',
    missingEnglish: (p) => `Seite ${p} braucht einen englischen Titel und Text, bevor die Version veröffentlicht werden kann.`,
    hasAcceptances: 'Unternehmen haben diese Vereinbarung akzeptiert, daher kann sie nicht gelöscht werden. Setzen Sie sie stattdessen inaktiv.',
    tooManyPages: 'Eine Version kann keine weiteren Seiten haben.',
    unknownCompanies: 'Eines der gewählten Unternehmen existiert nicht.',
  },
  es: {
    alreadyAccepted: (v) => `Su empresa ya ha aceptado la versión ${v} de este acuerdo.`,
    newerVersion: (v) => `Se ha publicado una versión más reciente (${v}) de este acuerdo. Lea y acepte esa versión.`,
    noCompany: 'Los acuerdos se aceptan en nombre de una empresa distribuidora; su cuenta no pertenece a ninguna.',
    juniorReadOnly: 'Solo un usuario sénior de su empresa puede aceptar acuerdos.',
    published: 'Esta versión está publicada y ya no se puede modificar. Cree una nueva versión.',
    draftExists: 'Este acuerdo ya tiene una versión en borrador. Publíquela o elimínela primero.',
    noPages: 'Una versión necesita al menos una página antes de publicarse.',
    missingEnglish: (p) => `La página ${p} necesita un título y un texto en inglés antes de publicar la versión.`,
    hasAcceptances: 'Hay empresas que han aceptado este acuerdo, por lo que no se puede eliminar. Márquelo como inactivo.',
    tooManyPages: 'Una versión no puede tener más páginas.',
    unknownCompanies: 'Una de las empresas elegidas no existe.',
  },
  fr: {
    alreadyAccepted: (v) => `Votre société a déjà accepté la version ${v} de ce contrat.`,
    newerVersion: (v) => `Une version plus récente (${v}) de ce contrat a été publiée. Veuillez lire et accepter cette version.`,
    noCompany: 'Les contrats sont acceptés au nom d’une société de distribution\u202f; votre compte n’en a aucune.',
    juniorReadOnly: 'Seul un utilisateur senior de votre société peut accepter les contrats.',
    published: 'Cette version est publiée et ne peut plus être modifiée. Créez plutôt une nouvelle version.',
    draftExists: 'Ce contrat a déjà une version brouillon. Publiez-la ou supprimez-la d’abord.',
    noPages: 'Une version doit comporter au moins une page avant d’être publiée.',
    missingEnglish: (p) => `La page ${p} doit avoir un titre et un texte en anglais avant la publication de la version.`,
    hasAcceptances: 'Des sociétés ont accepté ce contrat\u00a0: il ne peut pas être supprimé. Rendez-le plutôt inactif.',
    tooManyPages: 'Une version ne peut pas avoir plus de pages.',
    unknownCompanies: 'L’une des sociétés choisies n’existe pas.',
  },
  nl: {
    alreadyAccepted: (v) => `Uw bedrijf heeft versie ${v} van deze overeenkomst al geaccepteerd.`,
    newerVersion: (v) => `Er is een nieuwere versie (${v}) van deze overeenkomst gepubliceerd. Lees en accepteer die versie.`,
    noCompany: 'Overeenkomsten worden geaccepteerd namens een distributiebedrijf; uw account hoort bij geen enkel bedrijf.',
    juniorReadOnly: 'Alleen een senior gebruiker van uw bedrijf kan overeenkomsten accepteren.',
    published: 'Deze versie is gepubliceerd en kan niet meer worden gewijzigd. Maak in plaats daarvan een nieuwe versie.',
    draftExists: 'Deze overeenkomst heeft al een conceptversie. Publiceer of verwijder die eerst.',
    noPages: 'Een versie heeft minstens één pagina nodig voordat ze kan worden gepubliceerd.',
    missingEnglish: (p) => `Pagina ${p} heeft een Engelse titel en tekst nodig voordat de versie kan worden gepubliceerd.`,
    hasAcceptances: 'Bedrijven hebben deze overeenkomst geaccepteerd, dus ze kan niet worden verwijderd. Zet ze in plaats daarvan op inactief.',
    tooManyPages: 'Een versie kan niet meer pagina’s hebben.',
    unknownCompanies: 'Een van de gekozen bedrijven bestaat niet.',
  },
  pt: {
    alreadyAccepted: (v) => `A sua empresa já aceitou a versão ${v} deste acordo.`,
    newerVersion: (v) => `Foi publicada uma versão mais recente (${v}) deste acordo. Leia e aceite essa versão.`,
    noCompany: 'Os acordos são aceites em nome de uma empresa distribuidora; a sua conta não pertence a nenhuma.',
    juniorReadOnly: 'Apenas um utilizador sénior da sua empresa pode aceitar acordos.',
    published: 'Esta versão está publicada e já não pode ser alterada. Crie antes uma nova versão.',
    draftExists: 'Este acordo já tem uma versão em rascunho. Publique-a ou elimine-a primeiro.',
    noPages: 'Uma versão precisa de pelo menos uma página antes de ser publicada.',
    missingEnglish: (p) => `A página ${p} precisa de um título e de um texto em inglês antes de a versão ser publicada.`,
    hasAcceptances: 'Há empresas que aceitaram este acordo, pelo que não pode ser eliminado. Marque-o como inativo.',
    tooManyPages: 'Uma versão não pode ter mais páginas.',
    unknownCompanies: 'Uma das empresas escolhidas não existe.',
  },
};
