import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CONTENT_RESOURCES } from '../../../shared/collections/registry/content';
import type { ResourceDef } from '../../../shared/collections/types';
import { TranslationReport } from './TranslationReport';

const SECTIONS: readonly ResourceDef[] = Object.values(CONTENT_RESOURCES).filter((def: ResourceDef) => def.routes.list);

/** /admin/content: the content sections, and the translations still missing across all of them. */
export function ContentIndexPage() {
  const namespaces = [...new Set(SECTIONS.map((def) => def.ns))];
  const { t } = useTranslation(['admin-resources', ...namespaces]);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('content.title')}</h1>
        <p className="mt-1 text-slate-600">{t('content.description')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((def) => (
          <li key={def.name}>
            <Link href={def.basePath} className="block rounded-lg border border-slate-200 bg-white p-4 font-semibold text-navy-900 shadow-sm hover:border-navy-700">
              {t(def.title, { ns: def.ns })}
            </Link>
          </li>
        ))}
      </ul>
      <TranslationReport />
    </div>
  );
}
