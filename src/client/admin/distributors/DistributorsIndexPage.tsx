import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DISTRIBUTOR_RESOURCES } from '../../../shared/resources/distributors';
import type { ResourceDef } from '../../../shared/resources/types';

const SECTIONS: readonly ResourceDef[] = Object.values(DISTRIBUTOR_RESOURCES);

/**
 * /admin/distributors: the Distributors section of the admin menu (SPEC.md section 2). Today its one built part is
 * the dealers' public profiles; the portal's announcements, customers, messages and leads join it as they are built.
 */
export function DistributorsIndexPage() {
  const { t } = useTranslation('admin-distributors');
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t('index.title')}</h1>
        <p className="mt-1 text-slate-600">{t('index.description')}</p>
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
    </div>
  );
}
