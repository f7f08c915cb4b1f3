import type { Locale } from '../../../../shared/locales';
import { DomainError } from '../../../errors';

/** The 422 messages of the GDPR actions, in the admin's language. */
type GdprMessage = 'self' | 'alreadyErased';

const MESSAGES: Record<Locale, Record<GdprMessage, string>> = {
  en: {
    self: 'You cannot erase your own account: ask another administrator.',
    alreadyErased: 'This account has already been erased.',
  },
  de: {
    self: 'Sie können Ihr eigenes Konto nicht löschen: Bitten Sie einen anderen Administrator.',
    alreadyErased: 'Dieses Konto wurde bereits gelöscht.',
  },
  es: {
    self: 'No puede borrar su propia cuenta: pídaselo a otro administrador.',
    alreadyErased: 'Esta cuenta ya se ha borrado.',
  },
  fr: {
    self: 'Vous ne pouvez pas effacer votre propre compte\u00a0: demandez-le à un autre administrateur.',
    alreadyErased: 'Ce compte a déjà été effacé.',
  },
  nl: {
    self: 'U kunt uw eigen account niet wissen: vraag het een andere beheerder.',
    alreadyErased: 'Dit account is al gewist.',
  },
  pt: {
    self: 'Não pode apagar a sua própria conta: peça a outro administrador.',
    alreadyErased: 'Esta conta já foi apagada.',
  },
};

export function gdprError(key: GdprMessage, locale: Locale): DomainError {
  return new DomainError(422, MESSAGES[locale][key]);
}
