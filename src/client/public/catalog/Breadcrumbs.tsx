import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Link as Crumb } from '../../../shared/catalog/catalog.types';

/**
 * The trail above a catalogue page or an article; the last crumb is the page itself (not a link). Its landmark's
 * label is read from the page's own namespace, which the page has loaded already.
 */
export function Breadcrumbs({ crumbs, namespace = 'catalog' }: { crumbs: readonly Crumb[]; namespace?: 'catalog' | 'articles' }) {
  const { t } = useTranslation(namespace);
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.url + index} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-navy-900">{crumb.name}</span>
            ) : (
              <Link href={crumb.url} className="underline-offset-2 hover:text-navy-900 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
