import { useTranslation } from '../../lib/i18n-react';
import type { Link as Crumb } from '../../../shared/catalog/catalog.types';
import { BreadcrumbTrail } from '../../components/ui/BreadcrumbTrail';

/**
 * The trail above a catalogue page or an article; the last crumb is the page itself (not a link). Its landmark's
 * label is read from the page's own namespace, which the page has loaded already.
 */
export function Breadcrumbs({ crumbs, namespace = 'catalog' }: { crumbs: readonly Crumb[]; namespace?: 'catalog' | 'articles' }) {
  const { t } = useTranslation(namespace);
  return <BreadcrumbTrail crumbs={crumbs.map((crumb) => ({ name: crumb.name, path: crumb.url }))} label={t('breadcrumbs')} />;
}
