import { LOCALE_CODES } from '../../shared/locales';
import type { ResourceId, ResourceRow } from '../../shared/collections/types';

/**
 * A row as one reader sees it, once its `present` hook has put the reader's language in (`title`): the fields' six
 * stored languages (`title_EN` ... `title_PT`) and the translation badges are left out, so a page carries one language.
 */
export function withoutStoredLanguages(row: ResourceRow<ResourceId>, fields: readonly string[]): ResourceRow<ResourceId> {
  const shown = { ...row };
  for (const field of fields) for (const code of LOCALE_CODES) delete shown[`${field}_${code}`];
  delete shown.__translations;
  return shown;
}
