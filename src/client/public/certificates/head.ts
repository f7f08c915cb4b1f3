import type { TFunction } from 'i18next';
import { routeTitleKey } from '../../../shared/route-tables/define';
import type { PageHead } from '../../../shared/seo/head';

/**
 * The verification page's head: the route's title and a plain description. Never indexed: each address holds a
 * certificate's secret code, and search engines have no business listing them.
 */
export function verifyHead(t: TFunction): PageHead {
  return { title: t(`routes:${routeTitleKey('verifyCertificate')}`), description: t('instruments:verify.description'), noindex: true };
}
