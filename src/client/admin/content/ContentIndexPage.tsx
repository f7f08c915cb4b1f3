import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import { CONTENT_RESOURCES } from '../../../shared/collections/registry/content';
import type { ResourceDef } from '../../../shared/collections/types';
import { TranslationReport } from './TranslationReport';
import { PageHeading } from '../../components/ui/PageHeading';

const SECTIONS: readonly ResourceDef[] = Object.values(CONTENT_RESOURCES).filter((def: ResourceDef) => def.routes.list);

/** /admin/content: the content sections, and the translations still missing across all of them. */
export function ContentIndexPage() {
  const namespaces = [...new Set(SECTIONS.map((def) => def.ns))];
  const { t } = useTranslation(['admin-resources', ...namespaces]);
  return (
    <div className="space-y-8">
      <PageHeading title={t('content.title')} lead={t('content.description')} />
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
