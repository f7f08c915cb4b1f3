import { useTranslation } from '../../lib/i18n-react';
import type { ImportTexts } from './ImportPanel';

/** The import panel's words from a namespace that has the `import.*` keys (portal-trade, admin-pricelists). */
export function useImportTexts(ns: 'portal-trade' | 'admin-pricelists', title: string): ImportTexts {
  const { t } = useTranslation(ns);
  return {
    title,
    hint: t('import.hint'),
    file: t('import.file'),
    paste: t('import.paste'),
    submit: t('import.submit'),
    running: t('import.running'),
    tooLarge: t('import.tooLarge'),
    written: (count) => t('import.written', { count }),
    refused: (count) => t('import.refused', { count }),
    line: t('import.line'),
    column: t('import.column'),
    problem: t('import.problem'),
  };
}
