import type { Locale } from '../shared/locales';

/** "This record cannot be deleted: 3 products use it." — the reason, then what uses the record. */
const CANNOT_DELETE: Record<Locale, (label: string, uses: string) => string> = {
  en: (label, uses) => `“${label}” cannot be deleted: ${uses}.`,
  de: (label, uses) => `„${label}“ kann nicht gelöscht werden: ${uses}.`,
  es: (label, uses) => `No se puede eliminar «${label}»: ${uses}.`,
  fr: (label, uses) => `Impossible de supprimer «\u00a0${label}\u00a0»\u00a0: ${uses}.`,
  nl: (label, uses) => `“${label}” kan niet worden verwijderd: ${uses}.`,
  pt: (label, uses) => `Não é possível eliminar «${label}»: ${uses}.`,
};

export function cannotDelete(locale: Locale, label: string, uses: string[]): string {
  return CANNOT_DELETE[locale](label, uses.join(', '));
}

/** Count phrases for usage checks: `uses(locale)` gives "{n} {thing} use(s) it" in each language. */
export function usedBy(forms: Record<Locale, [one: string, many: string]>): Record<Locale, (n: number) => string> {
  const verbs: Record<Locale, [string, string]> = {
    en: ['uses it', 'use it'],
    de: ['verwendet es', 'verwenden es'],
    es: ['lo utiliza', 'lo utilizan'],
    fr: ['l’utilise', 'l’utilisent'],
    nl: ['gebruikt het', 'gebruiken het'],
    pt: ['utiliza-o', 'utilizam-no'],
  };
  return Object.fromEntries(
    (Object.keys(forms) as Locale[]).map((locale) => [
      locale,
      (n: number) => `${n} ${n === 1 ? forms[locale][0] : forms[locale][1]} ${verbs[locale][n === 1 ? 0 : 1]}`,
    ]),
  ) as Record<Locale, (n: number) => string>;
}

/** A write the database refused because of a reference (foreign key) we did not foresee. */
export const IN_USE_GENERIC: Record<Locale, string> = {
  en: 'This record is used by other records and cannot be changed this way.',
  de: 'Dieser Datensatz wird von anderen Datensätzen verwendet und kann so nicht geändert werden.',
  es: 'Este registro lo utilizan otros registros y no se puede cambiar de esta forma.',
  fr: 'Cet enregistrement est utilisé par d’autres enregistrements et ne peut pas être modifié ainsi.',
  nl: 'Dit record wordt door andere records gebruikt en kan zo niet worden gewijzigd.',
  pt: 'Este registo é utilizado por outros registos e não pode ser alterado desta forma.',
};
