import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Link as Crumb } from '../../../shared/catalog/catalog.types';

/** The trail above an article: its list, then the article itself (not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('articles');
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
