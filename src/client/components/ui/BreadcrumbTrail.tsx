import { Link } from 'wouter';
import type { Crumb } from '../../../shared/seo/json-ld';

/**
 * The breadcrumb trail above a public page: the same crumbs as its BreadcrumbList JSON-LD, the last one the page
 * itself (not a link). `label` names the landmark, from the page's own namespace (already loaded).
 */
export function BreadcrumbTrail({ crumbs, label, className = '' }: { crumbs: readonly Crumb[]; label: string; className?: string }) {
  return (
    <nav aria-label={label} className={`text-sm text-slate-600 ${className}`.trim()}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path + index} className="flex items-center gap-1.5">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-navy-900">
                {crumb.name}
              </span>
            ) : (
              <Link href={crumb.path} className="underline-offset-2 hover:text-navy-900 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
