import type { Locale } from '../../../shared/locales';

/** What registration answers besides SPEC.md's 'No serials found' (which stays in English, as the spec gives it). */
export const REGISTRATION_MESSAGES: Record<Locale, { taken: string; tooMany: string; purchaseInFuture: string; race: string }> = {
  en: {
    taken: 'These serial numbers are already registered to another account: {serials}. Please contact us if the instrument is yours.',
    tooMany: 'Please register at most {n} serial numbers at a time.',
    purchaseInFuture: 'The purchase date cannot be in the future.',
    race: 'One of these instruments was registered by someone else a moment ago. Please try again.',
  },
  de: {
    taken: 'Diese Seriennummern sind bereits auf ein anderes Konto registriert: {serials}. Bitte kontaktieren Sie uns, wenn das Gerät Ihnen gehört.',
    tooMany: 'Bitte registrieren Sie höchstens {n} Seriennummern auf einmal.',
    purchaseInFuture: 'Das Kaufdatum darf nicht in der Zukunft liegen.',
    race: 'Eines dieser Geräte wurde soeben von jemand anderem registriert. Bitte versuchen Sie es erneut.',
  },
  es: {
    taken: 'Estos números de serie ya están registrados en otra cuenta: {serials}. Póngase en contacto con nosotros si el instrumento es suyo.',
    tooMany: 'Registre como máximo {n} números de serie a la vez.',
    purchaseInFuture: 'La fecha de compra no puede ser futura.',
    race: 'Otra persona acaba de registrar uno de estos instrumentos. Inténtelo de nuevo.',
  },
  fr: {
    taken: "Ces numéros de série sont déjà enregistrés sur un autre compte\u00a0: {serials}. Contactez-nous si l'instrument vous appartient.",
    tooMany: 'Veuillez enregistrer au plus {n} numéros de série à la fois.',
    purchaseInFuture: "La date d'achat ne peut pas être dans le futur.",
    race: "L'un de ces instruments vient d'être enregistré par quelqu'un d'autre. Veuillez réessayer.",
  },
  nl: {
    taken: 'Deze serienummers zijn al op een ander account geregistreerd: {serials}. Neem contact met ons op als het instrument van u is.',
    tooMany: 'Registreer maximaal {n} serienummers tegelijk.',
    purchaseInFuture: 'De aankoopdatum kan niet in de toekomst liggen.',
    race: 'Een van deze instrumenten is zojuist door iemand anders geregistreerd. Probeer het opnieuw.',
  },
  pt: {
    taken: 'Estes números de série já estão registados noutra conta: {serials}. Contacte-nos se o instrumento for seu.',
    tooMany: 'Registe no máximo {n} números de série de cada vez.',
    purchaseInFuture: 'A data de compra não pode ser no futuro.',
    race: 'Um destes instrumentos acabou de ser registado por outra pessoa. Tente novamente.',
  },
};
